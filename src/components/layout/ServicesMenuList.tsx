import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { flattenNav, serviceNav } from '../../lib/routes';
import { LinkBehavior } from '../../theme/LinkBehavior';

const serviceLinks = flattenNav(serviceNav);

interface ServicesMenuListProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The open 'Diensten' menu: five service pages, sub-pages indented under Residentieel. */
export function ServicesMenuList({ id, labelledBy, anchor, onClose }: ServicesMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
      disableScrollLock
    >
      {serviceLinks.map((link) => (
        <MenuItem
          key={link.to}
          component={LinkBehavior}
          href={link.to}
          onClick={onClose}
          sx={{ pl: 2 + link.depth * 2.5, minWidth: 260, minHeight: 44, fontWeight: link.depth ? 500 : 650 }}
        >
          {link.depth > 0 && (
            <span aria-hidden="true" style={{ marginRight: 8, opacity: 0.6 }}>
              ↳
            </span>
          )}
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
