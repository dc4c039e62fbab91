import * as React from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * react-hook-form as every message form uses it: checked on submit, then again on each change, by the same zod
 * schema the API parses with. The form holds text (and '' for 'nothing chosen yet'); the schema turns it into the
 * API's types, so the resolver hands the raw values on.
 */
export function useMessageForm<Values extends FieldValues>(
  schema: $ZodType<unknown, FieldValues>,
  defaultValues: DefaultValues<Values>,
) {
  const resolver = React.useMemo(
    () => zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<Values>,
    [schema],
  );
  return useForm<Values>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
}
