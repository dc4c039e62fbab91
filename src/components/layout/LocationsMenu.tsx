import * as React from 'react';
import type { ClassRules } from '../../theme/classRules';
import { PathIcon } from '../common/PathIcon';
import { TextLink } from '../common/TextLink';
import { offices } from '../../lib/offices';
import { OfficeAddressLink } from '../offices/OfficeAddressLink';
import { NewBadge } from '../common/NewBadge';
import { buttonResetSx } from './ShellButton';

const MENU_ID = 'locations-menu';
const CLOSE_DELAY_MS = 150;
/**
 * 'Onze locaties' in the top bar: opens on hover as the spec says, and also on click or keyboard,
 * so it works without a mouse. Escape closes it and returns focus to the button.
 */
export function LocationsMenu() {
  const [open, setOpen] = React.useState(false);
  const closeTimer = React.useRef<number>();
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const rootRef = React.useRef<HTMLDivElement>(null);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  React.useEffect(() => {
    // A pointer that came to rest on the menu before React listened gets it open now: the first hover counts.
    if (rootRef.current?.matches(':hover')) setOpen(true);
    return () => window.clearTimeout(closeTimer.current);
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div
      ref={rootRef}
      className="locations-menu"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((o) => !o)}
        className="locations-menu__button"
      >
        <PathIcon name="place" small />
        Onze locaties
        <PathIcon name="expandMore" small className="expand-icon" />
      </button>
      <div id={MENU_ID} hidden={!open} className="locations-menu__panel">
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
