import * as React from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { hydratedMark, useHydrated } from '../../runtime';
import { MessageFormMethods } from './messageFormContext';

interface MessageFormProps<T extends FieldValues> extends Pick<
  BoxProps<'form'>,
  'method' | 'aria-label' | 'aria-labelledby' | 'sx'
> {
  /** The form's react-hook-form methods (useMessageForm); the fields inside read them from context. */
  form: UseFormReturn<T>;
  /** What to do with valid values: react-hook-form's isSubmitting lasts until it resolves. */
  onValid: SubmitHandler<T>;
  children: React.ReactNode;
}

/**
 * The <form> of a react-hook-form form: checked by its schema rather than the browser, marked once it answers
 * (deferred islands hydrate after the rest of the page; tests and the early-tap replay wait for the mark), and
 * giving its fields the form through a context (messageFormContext.ts), so each field finds its own registration and
 * error by its name.
 */
export function MessageForm<T extends FieldValues>({ form, onValid, children, ...formElement }: MessageFormProps<T>) {
  const hydrated = useHydrated();
  return (
    <MessageFormMethods value={form as unknown as UseFormReturn<FieldValues>}>
      <Box
        component="form"
        noValidate
        {...hydratedMark(hydrated)}
        onSubmit={form.handleSubmit(onValid)}
        {...formElement}
      >
        {children}
      </Box>
    </MessageFormMethods>
  );
}
