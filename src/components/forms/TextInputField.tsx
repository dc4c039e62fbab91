import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useFormState, type FieldValues, type Path } from 'react-hook-form';
import { useMessageFormMethods } from './messageFormContext';

interface TextInputFieldProps<T extends FieldValues> {
  id: string;
  label: string;
  /**
   * The field of the form around it (MessageForm). The field registers itself while rendering, so react-hook-form
   * knows the fields in page order (with the radio groups and the checkbox) and focuses the first invalid one.
   */
  name: NoInfer<Path<T>>;
  /** A hint shown under the field, linked to it like the validation message. */
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /**
   * A multi-line field (a plain <textarea>) with this many rows, which the visitor can drag larger. Not MUI's
   * `multiline`: that one always autosizes, measuring the textarea in a layout effect, a forced reflow of the
   * whole page while the form hydrates.
   */
  rows?: number;
}

/**
 * A labelled text field for react-hook-form, built from MUI's parts rather than TextField (which always
 * bundles Select). The hint and the validation message are linked to the input; the input is marked invalid.
 * The label always sits in the outline, above what is typed: the form hydrates after the page (an 'afterInteractive'
 * island) and a visitor may type before, when a label that moves up on focus would still lie over the text.
 */
export function TextInputField<T extends FieldValues = never>({
  id,
  label,
  name,
  hint,
  required = false,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  rows,
}: TextInputFieldProps<T>) {
  const { register, getFieldState, control } = useMessageFormMethods<T>();
  const { ref, ...field } = register(name);
  // Subscribed to its own error only: the field re-renders when that changes, not on every change of the form.
  const formState = useFormState({ name, control });
  const error = getFieldState(name, formState).error?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl fullWidth required={required} error={!!error}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        notched
        label={required ? `${label} *` : label}
        type={rows === undefined ? type : undefined}
        autoComplete={autoComplete}
        inputComponent={rows === undefined ? undefined : 'textarea'}
        sx={rows === undefined ? undefined : { '& textarea': { height: 'auto', resize: 'vertical' } }}
        inputRef={ref}
        {...field}
        inputProps={{ inputMode, maxLength, rows, 'aria-describedby': describedBy, 'aria-invalid': !!error }}
      />
      {error && (
        <FormHelperText id={errorId} sx={{ mx: 0.5 }}>
          {error}
        </FormHelperText>
      )}
      {hint && (
        <FormHelperText id={hintId} error={false} sx={{ mx: 0.5 }}>
          {hint}
        </FormHelperText>
      )}
    </FormControl>
  );
}
