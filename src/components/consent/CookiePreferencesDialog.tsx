import * as React from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import type { CookiePreferences, OptionalCategory } from '../../lib/consent';
import { ContentAfterMount } from '../../runtime';
import { QuickDialog } from '../common/QuickModal';

interface CategoryText {
  title: string;
  description: string;
}

const NECESSARY: CategoryText = {
  title: 'Noodzakelijke cookies',
  description:
    'Nodig om de website te laten werken en uw cookiekeuze te onthouden. Deze kunnen niet worden uitgeschakeld.',
};

const OPTIONAL: Record<OptionalCategory, CategoryText> = {
  functional: {
    title: 'Functionele cookies',
    description: 'Voor extra functies van derden, zoals ingesloten kaarten van onze kantoren.',
  },
  analytical: {
    title: 'Analytische cookies',
    description:
      'Om met Google Analytics te meten hoe bezoekers de website gebruiken, zodat we ze kunnen verbeteren. Een cookie herkent uw browser daarbij aan een willekeurig nummer (gepseudonimiseerd, dus niet anoniem).',
  },
};

interface CookiePreferencesDialogProps {
  open: boolean;
  initial: CookiePreferences;
  onSave: (preferences: CookiePreferences) => void;
  onCancel: () => void;
}

const TITLE_ID = 'cookie-preferences-title';

export function CookiePreferencesDialog({ open, initial, onSave, onCancel }: CookiePreferencesDialogProps) {
  const [draft, setDraft] = React.useState(initial);
  // Each opening starts from the stored choice: a cancelled draft is not shown again.
  const [openSeen, setOpenSeen] = React.useState(open);
  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) setDraft(initial);
  }
  const toggle = React.useCallback(
    (category: OptionalCategory, checked: boolean) => setDraft((d) => ({ ...d, [category]: checked })),
    [],
  );
  const save = React.useCallback(() => onSave(draft), [onSave, draft]);

  return (
    // Kept mounted once mounted closed ahead of use (see CookieConsentBanner): opening is then a state change.
    <QuickDialog open={open} onClose={onCancel} labelledBy={TITLE_ID}>
      <ContentAfterMount open={open}>
        <PreferencesContent draft={draft} onToggle={toggle} onCancel={onCancel} onSave={save} />
      </ContentAfterMount>
    </QuickDialog>
  );
}

interface PreferencesContentProps {
  draft: CookiePreferences;
  onToggle: (category: OptionalCategory, checked: boolean) => void;
  onCancel: () => void;
  onSave: () => void;
}

/** The dialog's contents; memoised, so opening and closing re-render only the dialog around them. */
const PreferencesContent = React.memo(function PreferencesContent({
  draft,
  onToggle,
  onCancel,
  onSave,
}: PreferencesContentProps) {
  return (
    <>
      <DialogTitle id={TITLE_ID} component="h2">
        Cookievoorkeuren aanpassen
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <CategoryRow text={NECESSARY}>
            <FormControlLabel control={<Switch checked disabled />} label={NECESSARY.title} />
          </CategoryRow>
          {(Object.keys(OPTIONAL) as OptionalCategory[]).map((category) => (
            <CategoryRow key={category} text={OPTIONAL[category]}>
              <FormControlLabel
                control={<Switch checked={draft[category]} onChange={(_, checked) => onToggle(category, checked)} />}
                label={OPTIONAL[category].title}
              />
            </CategoryRow>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onCancel}>
          Annuleren
        </Button>
        <Button variant="contained" onClick={onSave}>
          Voorkeuren opslaan
        </Button>
      </DialogActions>
    </>
  );
});

function CategoryRow({ text, children }: { text: CategoryText; children: React.ReactNode }) {
  return (
    <div>
      {children}
      <Typography variant="body2" color="text.secondary" sx={{ pl: 6.5 }}>
        {text.description}
      </Typography>
    </div>
  );
}
