import * as React from 'react';
import Grid from '@mui/material/Grid';
import { FIELD_LIMITS, type SenderValues } from '../../lib/forms/messageFields';
import { TextInputField } from './TextInputField';

/** The three fields, in page order: a name on a line of its own, e-mail and phone side by side from small screens. */
const senderFields = [
  { name: 'name', label: 'Naam', size: 12, autoComplete: 'name' },
  { name: 'email', label: 'E-mail', size: { xs: 12, sm: 6 }, type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Telefoon', size: { xs: 12, sm: 6 }, type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
] as const;

/**
 * Naam, E-mail and Telefoon: the sender's details, the same in the contact, the quote and the report form, as
 * fields `name`, `email` and `phone` of the form around them. `idPrefix` keeps the inputs' ids unique when two
 * forms share a page in tests.
 */
export function SenderFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      {senderFields.map(({ name, size, ...field }) => (
        <Grid key={name} size={size}>
          <TextInputField<SenderValues>
            id={`${idPrefix}-${name}`}
            required
            maxLength={FIELD_LIMITS[name]}
            name={name}
            {...field}
          />
        </Grid>
      ))}
    </>
  );
}
