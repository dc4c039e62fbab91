import * as z from 'zod/mini';
import { validationMessages } from './dutchMessages';

/** Length limits per field; together they stay far below the API's 32 KB body limit. */
export const FIELD_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  message: 5000,
  municipality: 200,
  remarks: 3000,
  recaptchaToken: 4000,
} as const;

/** Spec: 'a basic address pattern'. Anything stricter rejects real addresses. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required text: trimmed, not empty, at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: validationMessages.required })
    .check(z.trim(), z.minLength(1, validationMessages.required), z.maxLength(max, validationMessages.tooLong(max)));
}

/** An optional text: trimmed, may be empty or absent. */
export function optionalText(max: number) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, validationMessages.tooLong(max))));
}

export const emailAddress = z
  .string({ error: validationMessages.required })
  .check(
    z.trim(),
    z.minLength(1, validationMessages.required),
    z.maxLength(FIELD_LIMITS.email, validationMessages.tooLong(FIELD_LIMITS.email)),
    z.regex(EMAIL_PATTERN, validationMessages.invalidEmail),
  );

export const privacyAccepted = z
  .boolean({ error: validationMessages.privacyNotAccepted })
  .check(z.refine((accepted) => accepted === true, validationMessages.privacyNotAccepted));

/** Absent when the site runs without a bot check; the server decides whether it is required. */
export const recaptchaToken = z.optional(z.string().check(z.maxLength(FIELD_LIMITS.recaptchaToken)));

/** A value the API accepts, with the label the form and the e-mails show for it. */
export interface Choice<V extends string> {
  value: V;
  label: string;
}

/** The values of a list of choices, in a form `choiceOf` takes. */
export function choiceValues<V extends string>(choices: readonly [Choice<V>, ...Choice<V>[]]) {
  return choices.map((c) => c.value) as [V, ...V[]];
}

/** One of a fixed list of values; nothing chosen is 'required', anything else is not a choice. */
export function choiceOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? validationMessages.required : validationMessages.invalidChoice,
  });
}

/** A whole number typed in a text field (or sent as a number by an API client). */
export function wholeNumber(min: number, max: number) {
  const outOfRange = validationMessages.invalidUnitCount(min, max);
  return z.pipe(
    z.union([z.string(), z.number()], { error: validationMessages.required }),
    z.transform((value, ctx) => {
      const text = String(value).trim();
      if (text === '') {
        ctx.issues.push({ code: 'custom', message: validationMessages.required, input: value });
        return z.NEVER;
      }
      const number = Number(text);
      if (!/^\d+$/.test(text) || number < min || number > max) {
        ctx.issues.push({ code: 'custom', message: outOfRange, input: value });
        return z.NEVER;
      }
      return number;
    }),
  );
}
