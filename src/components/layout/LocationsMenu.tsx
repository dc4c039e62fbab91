import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { offices } from '../../lib/offices';
import { OfficeAddressLink } from '../offices/OfficeAddressLink';
import { NewBadge } from '../common/NewBadge';

const MENU_ID = 'locations-menu';
const CLOSE_DELAY_MS = 150;
// The open state styles from a rule that is in the server CSS already: a class made at the moment of opening
// would make emotion insert a rule, and the browser restyle the whole page before it can show the menu.
const expandIconSx = {
  transition: 'transform .2s',
  '[aria-expanded=true] > &': { transform: 'rotate(180deg)' },
} as const;

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
    <Box
      ref={rootRef}
      sx={{ position: 'relative' }}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <ButtonBase
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((o) => !o)}
        sx={{
          color: 'inherit',
          fontSize: '0.875rem',
          fontWeight: 600,
          gap: 0.5,
          minHeight: 32,
          px: 1,
          borderRadius: 1,
        }}
      >
        <PlaceOutlinedIcon fontSize="small" aria-hidden />
        Onze locaties
        <ExpandMoreIcon fontSize="small" aria-hidden sx={expandIconSx} />
      </ButtonBase>
      <Paper
        id={MENU_ID}
        elevation={8}
        hidden={!open}
        sx={{ position: 'absolute', top: '100%', left: 0, mt: 0.5, width: 340, p: 2, zIndex: 1, color: 'text.primary' }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {offices.map((office) => (
            <li key={office.id}>
              <Typography
                variant="subtitle2"
                component="p"
                sx={{ fontWeight: 700, display: 'flex', gap: 1, alignItems: 'center' }}
              >
                {office.name}
                {office.isNew && <NewBadge />}
              </Typography>
              <Typography variant="body2" component="p">
                <OfficeAddressLink office={office} />
              </Typography>
              <Typography variant="body2" component="p">
                Tel. <Link href={office.phoneNumber.href}>{office.phone}</Link>
              </Typography>
            </li>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
