import * as React from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The form a field sits in, given by MessageForm. A context of our own rather than react-hook-form's FormProvider,
 * which memoises each of its methods on every render and added 0.25 KB to every form page; the fields pass its
 * `control` to react-hook-form's hooks themselves.
 *
 * The fields cannot infer the form's values from the context, so each takes them as its type argument
 * (`<TextInputField<ContactMessageInput> name="message" …>`): without one, its `name` is `never`, and a misspelt
 * name does not compile.
 */
const MessageFormContext = React.createContext<UseFormReturn<FieldValues> | null>(null);

export const MessageFormMethods = MessageFormContext.Provider;

export function useMessageFormMethods<T extends FieldValues = FieldValues>(): UseFormReturn<T> {
  const form = React.useContext(MessageFormContext);
  if (form === null) throw new Error('Een formulierveld staat buiten MessageForm.');
  return form as unknown as UseFormReturn<T>;
}
