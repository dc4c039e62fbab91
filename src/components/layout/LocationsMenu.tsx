import * as React from 'react';
import type { ClassRules } from '../../theme/classRules';
import { PathIcon } from '../common/PathIcon';
import { TextLink } from '../common/TextLink';
import { offices } from '../../lib/offices';
import { OfficeAddressLink } from '../offices/OfficeAddressLink';
import { NewBadge } from '../common/NewBadge';
import { buttonResetSx } from './ShellButton';
import { ANSWERED_INLINE_ATTRIBUTE } from '../../runtime';
import { LOCATIONS_MENU_ATTRIBUTE } from './locationsMenuScript';

const MENU_ID = 'locations-menu';

/**
 * 'Onze locaties' in the top bar: opens on hover as the specification says, and also on click or keyboard, so it works
 * without a mouse; Escape closes it (focus inside goes back to the button). No React state and no handler: the page's
 * inline script (locationsMenuScript.ts) opens and closes it from the first moment, before any bundle has come. Drawn
 * closed; React never changes the attributes the script sets, as none of its props ever change.
 */
export function LocationsMenu() {
  return (
    <div className="locations-menu" {...{ [LOCATIONS_MENU_ATTRIBUTE]: '', [ANSWERED_INLINE_ATTRIBUTE]: '' }}>
      <button type="button" aria-expanded="false" aria-controls={MENU_ID} className="locations-menu__button">
        <PathIcon name="place" small />
        Onze locaties
        <PathIcon name="expandMore" small className="expand-icon" />
      </button>
      <div id={MENU_ID} hidden className="locations-menu__panel">
        <ul className="locations-menu__list">
          {offices.map((office) => (
            <li key={office.id}>
              <p className="locations-menu__name">
                {office.name}
                {office.isNew && <NewBadge />}
              </p>
              <p className="locations-menu__line">
                <OfficeAddressLink office={office} />
              </p>
              <p className="locations-menu__line">
                Tel. <TextLink href={office.phoneNumber.href}>{office.phone}</TextLink>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export const locationsMenuRules: ClassRules = {
  '.locations-menu': { position: 'relative' },
  '.locations-menu__button': {
    ...buttonResetSx,
    color: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    gap: 0.5,
    minHeight: 32,
    px: 1,
    borderRadius: 1,
  },
  // MUI's Paper at elevation 8.
  '.locations-menu__panel': {
    bgcolor: 'background.paper',
    color: 'text.primary',
    borderRadius: 1,
    boxShadow: 8,
    position: 'absolute',
    top: '100%',
    left: 0,
    mt: 0.5,
    width: 340,
    p: 2,
    zIndex: 1,
    '&[hidden]': { display: 'none' },
  },
  '.locations-menu__list': { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 },
  '.locations-menu__name': {
    m: 0,
    typography: 'subtitle2',
    fontWeight: 700,
    display: 'flex',
    gap: 1,
    alignItems: 'center',
  },
  '.locations-menu__line': { m: 0, typography: 'body2' },
};
