import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useMessageFormMethods } from './messageFormContext';

interface CheckboxFieldProps<T extends FieldValues> {
  id: string;
  /** The field of the form around it (MessageForm). */
  name: NoInfer<Path<T>>;
  label: React.ReactNode;
  /** What ticking it means, under the label and linked to the box. */
  hint?: string;
  required?: boolean;
}

/**
 * A yes/no for react-hook-form: a checkbox with its label, a hint and the validation message linked to the box, which
 * is marked invalid while it is; react-hook-form focuses it when it is the first invalid field.
 */
export function CheckboxField<T extends FieldValues = never>({
  id,
  name,
  label,
  hint,
  required = false,
}: CheckboxFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name, control: useMessageFormMethods<T>().control });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const { ref: registerFocusTarget } = field;
  React.useEffect(() => {
    registerFocusTarget({ focus: () => document.getElementById(id)?.focus() });
  }, [registerFocusTarget, id]);
  return (
    <FormControl required={required} error={!!error}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={!!field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { 'aria-describedby': describedBy, 'aria-invalid': !!error } }}
            sx={error ? { color: 'error.main' } : undefined}
          />
        }
        label={label}
      />
      {error && (
        <FormHelperText id={errorId} sx={{ mx: 0, mt: 0 }}>
          {error}
        </FormHelperText>
      )}
      {hint && (
        <FormHelperText id={hintId} error={false} sx={{ mx: 0, mt: 0, pl: 4 }}>
          {hint}
        </FormHelperText>
      )}
    </FormControl>
  );
}
