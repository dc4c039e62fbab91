import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

interface TextInputFieldProps<T extends FieldValues> {
  id: string;
  label: string;
  name: Path<T>;
  /**
   * The form's register. The field registers itself while rendering, so react-hook-form knows the
   * fields in page order (with the radio groups and the checkbox) and focuses the first invalid one.
   */
  register: UseFormRegister<T>;
  /** The validation message, shown under the field and linked to it with aria-describedby. */
  error?: string;
  /** A hint shown under the field, also linked to it. */
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
 * bundles Select). The hint and the error are linked to the input; the input is marked invalid.
 */
export function TextInputField<T extends FieldValues>({
  id,
  label,
  name,
  register,
  error,
  hint,
  required = false,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  rows,
}: TextInputFieldProps<T>) {
  const { ref, ...field } = register(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl fullWidth required={required} error={!!error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
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
