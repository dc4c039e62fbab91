import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

interface CheckboxFieldProps<T extends FieldValues> {
  id: string;
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** What ticking it means, under the label and linked to the box. */
  hint?: string;
}

/** An optional yes/no for react-hook-form: a checkbox with its label and a hint read with it. */
export function CheckboxField<T extends FieldValues>({ id, name, control, label, hint }: CheckboxFieldProps<T>) {
  const { field } = useController({ name, control });
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={!!field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={label}
      />
      {hint && (
        <FormHelperText id={hintId} sx={{ mx: 0, mt: 0, pl: 4 }}>
          {hint}
        </FormHelperText>
      )}
    </div>
  );
}
