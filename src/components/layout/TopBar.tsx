import * as React from 'react';
import { firm } from '../../config/firm';
import type { ClassRules } from '../../theme/classRules';
import { PathIcon } from '../common/PathIcon';
import { TextLink } from '../common/TextLink';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';
import { emergencyDialogOpener } from '../emergency/emergencyDialogOpener';
import { TOP_BAR_HEIGHT_PX } from './headerMetrics';
import { LocationsMenu } from './LocationsMenu';
import { ShellButton } from './ShellButton';

/** Large screens only (the spec): locations, the office e-mail, the emergency number and the owner portal. */
export function TopBar() {
  return (
    <div className="top-bar">
      <div className="shell-container top-bar__row">
        <LocationsMenu />
        <TextLink href={`mailto:${firm.email}`} className="text-link--inherit top-bar__link">
          <PathIcon name="mail" small />
          {firm.email}
        </TextLink>
        <div className="shell-spacer" />
        <ShellButton look="contained" {...emergencyDialogOpener} className="top-bar__emergency">
          <PathIcon name="warning" small />
          Noodnummer
        </ShellButton>
        <TextLink
          href={firm.ownerPortalUrl}
          target="_blank"
          rel="noopener"
          className="text-link--inherit top-bar__link top-bar__portal"
        >
          <PathIcon name="login" small />
          Opensyndic
          <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
        </TextLink>
      </div>
    </div>
  );
}

export const topBarRules: ClassRules = {
  '.top-bar': {
    display: { xs: 'none', lg: 'block' },
    bgcolor: 'primary.dark',
    color: '#fff',
    height: TOP_BAR_HEIGHT_PX,
  },
  '.top-bar__row': { height: '100%', display: 'flex', alignItems: 'center', gap: 2, fontSize: '0.875rem' },
  '.top-bar__link': { display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: 32, fontWeight: 500 },
  '.top-bar__portal': { fontWeight: 600 },
  '.top-bar__emergency': { minHeight: 30, py: 0.25, px: 1.5, fontSize: '0.85rem' },
};
