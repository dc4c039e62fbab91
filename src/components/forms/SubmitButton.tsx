import * as React from 'react';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useHydrated } from '../../runtime';

/**
 * The form's submit button: 'Versturen...' and disabled while sending (spec, section 4). It is also
 * disabled in the server HTML until React has hydrated the form, so an early click cannot post the
 * form natively, past validation and the bot check.
 */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={!hydrated || submitting}
      endIcon={submitting ? undefined : <SendIcon aria-hidden />}
      sx={{ alignSelf: 'flex-start', minWidth: 200 }}
    >
      {submitting ? 'Versturen...' : children}
    </Button>
  );
}
