import * as z from 'zod/mini';
import { buildingTypeChoices, UNIT_COUNT } from '../buildingKinds';
import type { ChoiceList } from '../choices';
import {
  choiceOf,
  type ChoicesUnselected,
  FIELD_LIMITS,
  optionalText,
  privacyAccepted,
  recaptchaToken,
  requiredLine,
  senderFields,
  wholeNumber,
} from './messageFields';

export { buildingTypeChoices };

export const currentSyndicChoices = [
  { value: 'professioneel', label: 'Ja, een professionele syndicus' },
  { value: 'mede-eigenaar', label: 'Ja, een mede-eigenaar is syndicus' },
  { value: 'geen', label: 'Nee, er is nog geen syndicus' },
] as const satisfies ChoiceList;

export const desiredStartChoices = [
  { value: 'zo-snel-mogelijk', label: 'Zo snel mogelijk' },
  { value: 'volgende-algemene-vergadering', label: 'Vanaf de volgende algemene vergadering' },
  { value: 'binnen-zes-maanden', label: 'Binnen zes maanden' },
  { value: 'nog-niet-bepaald', label: 'Nog niet bepaald' },
] as const satisfies ChoiceList;

export { UNIT_COUNT };

/**
 * The quote request: what a syndic needs to price the management of a building, and how to reach the
 * person asking. The spec leaves it open; this is the form on /offerte and the body of POST /api/quote.
 */
export const quoteRequestSchema = z.object({
  buildingType: choiceOf(buildingTypeChoices),
  unitCount: wholeNumber(UNIT_COUNT.min, UNIT_COUNT.max),
  location: requiredLine(FIELD_LIMITS.municipality),
  currentSyndic: choiceOf(currentSyndicChoices),
  desiredStart: choiceOf(desiredStartChoices),
  ...senderFields,
  remarks: optionalText(FIELD_LIMITS.remarks),
  privacyAccepted,
  recaptchaToken,
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** The form's starting values; choices start unselected, so the visitor makes them. */
export type QuoteFormValues = ChoicesUnselected<
  Omit<QuoteRequestInput, 'unitCount'>,
  'buildingType' | 'currentSyndic' | 'desiredStart'
> & { unitCount: string };

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
