import * as React from 'react';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useFormState } from 'react-hook-form';
import { useMessageFormMethods } from './messageFormContext';

/**
 * The submit button of the form around it (MessageForm): 'Versturen...' and disabled while react-hook-form submits,
 * that is while the message is sent (spec, section 4). A press before the form has hydrated is held by the page
 * (holdEarlyTaps) and made again once it has, so it never posts the form natively, past validation and the bot check.
 */
export function SubmitButton({ children }: { children: React.ReactNode }) {
  const submitting = useFormState({ control: useMessageFormMethods().control }).isSubmitting;
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={submitting}
      endIcon={submitting ? undefined : <SendIcon aria-hidden />}
      sx={{ alignSelf: 'flex-start', minWidth: 200 }}
    >
      {submitting ? 'Versturen...' : children}
    </Button>
  );
}
