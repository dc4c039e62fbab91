import { HONEYPOT_FIELD, messageEndpoints, type MessageKind } from '../../lib/forms/messageKinds';
import { apiRequest } from '../../lib/request';
import type { MessageGuards, SendOutcome } from './useMessageSubmit';

/** The `send` of a form whose values go as one JSON POST to its kind's endpoint (contact, quote). */
export async function jsonSender(values: object, guards: MessageGuards, kind: MessageKind): Promise<SendOutcome> {
  const response = await apiRequest('POST', messageEndpoints[kind], {
    ...values,
    recaptchaToken: guards.recaptchaToken,
    [HONEYPOT_FIELD]: guards.honeypot,
  });
  const { reference } = (await response.json().catch(() => ({}))) as { reference?: unknown };
  return { sent: true, reference: typeof reference === 'string' ? reference : undefined };
}
