import * as React from 'react';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useFormState } from 'react-hook-form';
import { useMessageFormMethods } from './messageFormContext';
import { useHydrated } from '../../runtime';

/**
 * The submit button of the form around it (MessageForm): 'Versturen...' and disabled while react-hook-form submits,
 * that is while the message is sent (spec, section 4). It is also
 * disabled in the server HTML until React has hydrated the form, so an early click cannot post the
 * form natively, past validation and the bot check.
 */
export function SubmitButton({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  const submitting = useFormState({ control: useMessageFormMethods().control }).isSubmitting;
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
