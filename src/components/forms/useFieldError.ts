import { useFormContext, useFormState } from 'react-hook-form';

/**
 * The validation message of one field of the form around it (MessageForm), or undefined. The field re-renders when
 * its own error changes, not on every change of the form.
 */
export function useFieldError(name: string): string | undefined {
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name });
  return getFieldState(name, formState).error?.message;
}
