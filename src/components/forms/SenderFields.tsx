import * as React from 'react';
import Grid from '@mui/material/Grid';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FIELD_LIMITS } from '../../lib/forms/messageFields';
import { TextInputField } from './TextInputField';

interface SenderValues extends FieldValues {
  name: string;
  email: string;
  phone: string;
}

interface SenderFieldsProps<T extends SenderValues> {
  /** Prefix of the inputs' ids, so both forms may share a page in tests and stay unique. */
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** Naam, E-mail and Telefoon: the sender's details, the same in the contact and the quote form. */
export function SenderFields<T extends SenderValues>({ idPrefix, register, errors }: SenderFieldsProps<T>) {
  const message = (field: 'name' | 'email' | 'phone') => errors[field]?.message as string | undefined;
  return (
    <>
      <Grid size={12}>
        <TextInputField
          id={`${idPrefix}-name`}
          label="Naam"
          required
          autoComplete="name"
          maxLength={FIELD_LIMITS.name}
          name={'name' as Path<T>}
          register={register}
          error={message('name')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInputField
          id={`${idPrefix}-email`}
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={FIELD_LIMITS.email}
          name={'email' as Path<T>}
          register={register}
          error={message('email')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInputField
          id={`${idPrefix}-phone`}
          label="Telefoon"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          maxLength={FIELD_LIMITS.phone}
          name={'phone' as Path<T>}
          register={register}
          error={message('phone')}
        />
      </Grid>
    </>
  );
}
