import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { flattenNav, serviceNav } from '../../lib/routes';
import { LinkBehavior } from '../../theme/LinkBehavior';

const MENU_ID = 'services-menu';
const BUTTON_ID = 'services-menu-button';
const serviceLinks = flattenNav(serviceNav);

/** The 'Diensten' dropdown: five service pages, sub-pages indented under Residentieel. */
export function ServicesMenu({ active }: { active: boolean }) {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = anchor !== null;
  return (
    <>
      <Button
        id={BUTTON_ID}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<ExpandMoreIcon aria-hidden sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }} />}
        sx={{ fontWeight: active ? 750 : 600, px: 1.5, ...(active ? { textDecoration: 'underline', textUnderlineOffset: 6 } : {}) }}
      >
        Diensten
      </Button>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': BUTTON_ID } }}
        disableScrollLock
      >
        {serviceLinks.map((link) => (
          <MenuItem
            key={link.to}
            component={LinkBehavior}
            href={link.to}
            onClick={() => setAnchor(null)}
            sx={{ pl: 2 + link.depth * 2.5, minWidth: 260, minHeight: 44, fontWeight: link.depth ? 500 : 650 }}
          >
            {link.depth > 0 && <span aria-hidden="true" style={{ marginRight: 8, opacity: 0.6 }}>↳</span>}
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
