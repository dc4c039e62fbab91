import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useMessageFormMethods } from './messageFormContext';

interface ChoiceFieldProps<T extends FieldValues> {
  id: string;
  /** The field of the form around it (MessageForm). */
  name: NoInfer<Path<T>>;
  legend: string;
  choices: readonly { value: string; label: string }[];
  required?: boolean;
  /** Choices side by side on wide screens. */
  row?: boolean;
}

/** One choice out of a few, as a group of radio buttons under a legend, for react-hook-form. */
export function ChoiceField<T extends FieldValues = never>({
  id,
  name,
  legend,
  choices,
  required = false,
  row = false,
}: ChoiceFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name, control: useMessageFormMethods<T>().control });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  const groupRef = React.useRef<HTMLDivElement>(null);
  const { ref: registerFocusTarget } = field;
  // When the group is the first invalid field, react-hook-form focuses it: the chosen option, or the first.
  React.useEffect(() => {
    registerFocusTarget({
      focus: () =>
        (
          groupRef.current?.querySelector<HTMLInputElement>('input:checked') ??
          groupRef.current?.querySelector<HTMLInputElement>('input')
        )?.focus(),
    });
  }, [registerFocusTarget]);
  return (
    <FormControl component="fieldset" required={required} error={!!error} sx={{ width: '100%' }}>
      <FormLabel component="legend" id={`${id}-legend`} sx={{ fontWeight: 650, color: 'text.primary', mb: 0.5 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        ref={groupRef}
        aria-labelledby={`${id}-legend`}
        aria-describedby={error ? errorId : undefined}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        row={row}
        sx={row ? { columnGap: 2 } : undefined}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            label={choice.label}
            control={<Radio slotProps={{ input: { 'aria-invalid': !!error } }} />}
          />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
