import * as z from 'zod/mini';
import { FIELD_LIMITS, privacyAccepted, recaptchaToken, requiredText, senderFields } from './messageFields';

/** Spec section 3 and 5: the contact message, as the form validates it and the API accepts it. */
export const contactMessageSchema = z.object({
  ...senderFields,
  message: requiredText(FIELD_LIMITS.message),
  privacyAccepted,
  recaptchaToken,
});

/** What the form holds and the browser sends. */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** What the server stores: trimmed and checked. */
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const emptyContactMessage: ContactMessageInput = {
  name: '',
  email: '',
  phone: '',
  message: '',
  privacyAccepted: false,
};
