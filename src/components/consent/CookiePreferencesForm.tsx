import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { DEFAULT_DIALOG_PREFERENCES, type OptionalCategory } from '../../lib/consent';
import { NativeDialogTitle } from '../common/NativeDialogTitle';
import { COOKIE_PREFERENCES_TITLE_ID, SAVE_PREFERENCES_VALUE } from './cookieEvents';

interface Category {
  /** The form field, as the inline script reads it; 'necessary' cannot be switched off. */
  name: OptionalCategory | 'necessary';
  title: string;
  description: string;
}

const CATEGORIES: readonly Category[] = [
  {
    name: 'necessary',
    title: 'Noodzakelijke cookies',
    description:
      'Nodig om de website te laten werken en uw cookiekeuze te onthouden. Deze kunnen niet worden uitgeschakeld.',
  },
  {
    name: 'functional',
    title: 'Functionele cookies',
    description: 'Voor extra functies van derden, zoals ingesloten kaarten van onze kantoren.',
  },
  {
    name: 'analytical',
    title: 'Analytische cookies',
    description:
      'Om met Google Analytics te meten hoe bezoekers de website gebruiken, zodat we ze kunnen verbeteren. Een cookie herkent uw browser daarbij aan een willekeurig nummer (gepseudonimiseerd, dus niet anoniem).',
  },
];

/**
 * The dialog's form (CookiePreferencesDialog): native switches, drawn with the defaults, and two submit buttons that
 * close the dialog by its `method="dialog"`. No event handlers: the inline script sets the switches from the stored
 * choice as the dialog opens and stores them on 'Voorkeuren opslaan' (consentControls.ts).
 */
export function CookiePreferencesForm() {
  return (
    // No box of its own: the dialog's column holds the title, the content that scrolls and the actions.
    <form method="dialog" style={{ display: 'contents' }}>
      <NativeDialogTitle id={COOKIE_PREFERENCES_TITLE_ID}>Cookievoorkeuren aanpassen</NativeDialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          {CATEGORIES.map((category) => (
            <CategorySwitch key={category.name} category={category} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" value="cancel" variant="outlined">
          Annuleren
        </Button>
        <Button type="submit" value={SAVE_PREFERENCES_VALUE} variant="contained">
          Voorkeuren opslaan
        </Button>
      </DialogActions>
    </form>
  );
}

function CategorySwitch({ category }: { category: Category }) {
  const { name, title, description } = category;
  const descriptionId = `cookie-${name}-description`;
  const necessary = name === 'necessary';
  return (
    <div>
      <Box component="label" sx={switchSx}>
        <input
          type="checkbox"
          role="switch"
          name={name}
          defaultChecked={necessary || DEFAULT_DIALOG_PREFERENCES[name]}
          disabled={necessary}
          aria-describedby={descriptionId}
        />
        <span className="switch-track" aria-hidden="true" />
        {title}
      </Box>
      <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ pl: 7 }}>
        {description}
      </Typography>
    </div>
  );
}

/**
 * A switch drawn around a native checkbox (role="switch"), which lies over the track, invisible: the browser then
 * handles the tap, the keyboard and the label, and the CSS follows `:checked`.
 */
const switchSx: SxProps<Theme> = (theme) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1.5,
  minHeight: 40,
  cursor: 'pointer',
  '&:has(input:disabled)': { cursor: 'default' },
  // Over the track, so that it takes the tap itself.
  '& input': {
    position: 'absolute',
    zIndex: 1,
    top: '50%',
    left: 0,
    width: 44,
    height: 24,
    m: '-12px 0 0',
    opacity: 0,
    cursor: 'inherit',
  },
  '& .switch-track': {
    position: 'relative',
    flexShrink: 0,
    width: 44,
    height: 24,
    borderRadius: 12,
    // At least 3:1 against the paper, on or off: a control's boundary (WCAG 1.4.11).
    backgroundColor: theme.palette.grey[600],
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 3,
      left: 3,
      width: 18,
      height: 18,
      borderRadius: '50%',
      backgroundColor: theme.palette.common.white,
    },
    '@media (prefers-reduced-motion: no-preference)': {
      transition: 'background-color 120ms',
      '&::after': { transition: 'transform 120ms' },
    },
    '@media (forced-colors: active)': { border: '1px solid CanvasText', '&::after': { backgroundColor: 'CanvasText' } },
  },
  '& input:checked + .switch-track': {
    backgroundColor: theme.palette.primary.main,
    '&::after': { transform: 'translateX(20px)' },
    '@media (forced-colors: active)': { backgroundColor: 'Highlight' },
  },
  '& input:disabled + .switch-track': { opacity: 0.6 },
  '& input:focus-visible + .switch-track': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
});
