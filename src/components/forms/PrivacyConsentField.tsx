import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { routes } from '../../lib/routes';
import { privacyConsentPurposes, type PrivacyConsentPurpose } from '../../lib/messages/dutchMessages';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';

interface PrivacyConsentFieldProps<T extends FieldValues> {
  id: string;
  name: Path<T>;
  control: Control<T>;
  /** What the data is for, in the sentence's last words: a question, a quote request or a defect report. */
  purpose: PrivacyConsentPurpose;
}

/** The required privacy checkbox; the policy opens in a new tab so nothing typed is lost. */
export function PrivacyConsentField<T extends FieldValues>({
  id,
  name,
  control,
  purpose,
}: PrivacyConsentFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  const { ref: registerFocusTarget } = field;
  // react-hook-form focuses the checkbox when it is the first invalid field.
  React.useEffect(() => {
    registerFocusTarget({ focus: () => document.getElementById(id)?.focus() });
  }, [registerFocusTarget, id]);
  return (
    <FormControl required error={!!error}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={!!field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { 'aria-describedby': error ? errorId : undefined, 'aria-invalid': !!error } }}
            sx={error ? { color: 'error.main' } : undefined}
          />
        }
        label={
          <>
            Ik heb het{' '}
            <Link href={routes.privacybeleid} target="_blank" rel="noopener">
              privacybeleid
              <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
            </Link>{' '}
            gelezen en ga ermee akkoord dat mijn gegevens worden gebruikt om {privacyConsentPurposes[purpose]}.
          </>
        }
      />
      {error && (
        <FormHelperText id={errorId} sx={{ mx: 0, mt: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
