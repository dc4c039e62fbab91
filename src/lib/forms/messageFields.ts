import * as z from 'zod/mini';
import { choiceValues, type ChoiceList } from '../choices';
import { validationMessages } from '../uiText/dutchMessages';

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

/**
 * Spec: 'a basic address pattern'. Anything stricter rejects real addresses. No control characters either (C0, DEL,
 * C1): they are no part of an address, and would reach the staff's terminal as escape sequences. Written without
 * \p{…}, because the CMS uses the pattern's source in a RegExp of its own, without the u flag.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what the pattern keeps out
export const EMAIL_PATTERN = /^[^\s@\x00-\x1f\x7f-\x9f]+@[^\s@\x00-\x1f\x7f-\x9f]+\.[^\s@\x00-\x1f\x7f-\x9f]+$/;

/** Control characters in a field of one line: every one (C0, DEL, C1), the line breaks and tabs included. */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
export const CONTROL_IN_LINE = /[\x00-\x1f\x7f-\x9f]/;
/** Control characters in a text of several lines: all but its line breaks and tabs. */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
export const CONTROL_IN_TEXT = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/;

function required(max: number, control: RegExp) {
  return z.string({ error: validationMessages.required }).check(
    z.trim(),
    z.minLength(1, validationMessages.required),
    z.maxLength(max, validationMessages.tooLong(max)),
    z.refine((text) => !control.test(text), validationMessages.controlCharacter),
  );
}

function optional(max: number, control: RegExp) {
  return z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(max, validationMessages.tooLong(max)),
      z.refine((text) => !control.test(text), validationMessages.controlCharacter),
    ),
  );
}

/** A required text of several lines: trimmed, not empty, at most `max` characters, its line breaks and tabs kept. */
export const requiredText = (max: number) => required(max, CONTROL_IN_TEXT);
/** An optional text of several lines: trimmed, may be empty or absent. */
export const optionalText = (max: number) => optional(max, CONTROL_IN_TEXT);
/** A required field of one line (a name, a phone number, a street): no line break or other control character. */
export const requiredLine = (max: number) => required(max, CONTROL_IN_LINE);
/** An optional field of one line. */
export const optionalLine = (max: number) => optional(max, CONTROL_IN_LINE);

export const emailAddress = z
  .string({ error: validationMessages.required })
  .check(
    z.trim(),
    z.minLength(1, validationMessages.required),
    z.maxLength(FIELD_LIMITS.email, validationMessages.tooLong(FIELD_LIMITS.email)),
    z.regex(EMAIL_PATTERN, validationMessages.invalidEmail),
  );

/** How to reach whoever sends a contact message or a quote request: the same rules on both forms. */
export const senderFields = {
  name: requiredLine(FIELD_LIMITS.name),
  email: emailAddress,
  phone: requiredLine(FIELD_LIMITS.phone),
};

/** The sender's fields as a form holds them. */
export type SenderValues = { [K in keyof typeof senderFields]: z.input<(typeof senderFields)[K]> };

export const privacyAccepted = z
  .boolean({ error: validationMessages.privacyNotAccepted })
  .check(z.refine((accepted) => accepted === true, validationMessages.privacyNotAccepted));

/** Absent when the site runs without a bot check; the server decides whether it is required. */
export const recaptchaToken = z.optional(z.string().check(z.maxLength(FIELD_LIMITS.recaptchaToken)));

/** The value of one of a list of choices; nothing chosen is 'required', anything else is not a choice. */
export function choiceOf<V extends string>(choices: ChoiceList<V>) {
  return z.enum(choiceValues(choices), {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? validationMessages.required : validationMessages.invalidChoice,
  });
}

/** A form's values with its choices unselected (''), so the person makes them; the schema refuses '' as 'required'. */
export type ChoicesUnselected<Input, Field extends keyof Input> = Omit<Input, Field> & { [F in Field]: Input[F] | '' };

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
