import * as z from 'zod/mini';
import { buildingTypeChoices, UNIT_COUNT } from '../buildingKinds';
import {
  choiceOf,
  choiceValues,
  type Choice,
  emailAddress,
  FIELD_LIMITS,
  optionalText,
  privacyAccepted,
  recaptchaToken,
  requiredLine,
  wholeNumber,
} from './messageFields';

export { buildingTypeChoices };

export const currentSyndicChoices = [
  { value: 'professioneel', label: 'Ja, een professionele syndicus' },
  { value: 'mede-eigenaar', label: 'Ja, een mede-eigenaar is syndicus' },
  { value: 'geen', label: 'Nee, er is nog geen syndicus' },
] as const satisfies readonly [Choice<string>, ...Choice<string>[]];

export const desiredStartChoices = [
  { value: 'zo-snel-mogelijk', label: 'Zo snel mogelijk' },
  { value: 'volgende-algemene-vergadering', label: 'Vanaf de volgende algemene vergadering' },
  { value: 'binnen-zes-maanden', label: 'Binnen zes maanden' },
  { value: 'nog-niet-bepaald', label: 'Nog niet bepaald' },
] as const satisfies readonly [Choice<string>, ...Choice<string>[]];

export { UNIT_COUNT };

/**
 * The quote request: what a syndic needs to price the management of a building, and how to reach the
 * person asking. The spec leaves it open; this is the form on /offerte and the body of POST /api/quote.
 */
export const quoteRequestSchema = z.object({
  buildingType: choiceOf(choiceValues(buildingTypeChoices)),
  unitCount: wholeNumber(UNIT_COUNT.min, UNIT_COUNT.max),
  location: requiredLine(FIELD_LIMITS.municipality),
  currentSyndic: choiceOf(choiceValues(currentSyndicChoices)),
  desiredStart: choiceOf(choiceValues(desiredStartChoices)),
  name: requiredLine(FIELD_LIMITS.name),
  email: emailAddress,
  phone: requiredLine(FIELD_LIMITS.phone),
  remarks: optionalText(FIELD_LIMITS.remarks),
  privacyAccepted,
  recaptchaToken,
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** The form's starting values; choices start unselected, so the visitor makes them. */
export type QuoteFormValues = Omit<
  QuoteRequestInput,
  'buildingType' | 'currentSyndic' | 'desiredStart' | 'unitCount'
> & {
  buildingType: QuoteRequestInput['buildingType'] | '';
  currentSyndic: QuoteRequestInput['currentSyndic'] | '';
  desiredStart: QuoteRequestInput['desiredStart'] | '';
  unitCount: string;
};

export const emptyQuoteRequest: QuoteFormValues = {
  buildingType: '',
  unitCount: '',
  location: '',
  currentSyndic: '',
  desiredStart: '',
  name: '',
  email: '',
  phone: '',
  remarks: '',
  privacyAccepted: false,
};

/** The label of a chosen value, for the e-mail and the message list. */
export function choiceLabel(choices: readonly Choice<string>[], value: string): string {
  return choices.find((c) => c.value === value)?.label ?? value;
}
