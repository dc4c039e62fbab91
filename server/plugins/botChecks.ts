import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiErrorMessages } from '../../src/lib/uiText/dutchMessages';
import { recaptchaActions, type MessageKind } from '../../src/lib/forms/messageKinds';
import type { MessagesConfig } from '../config';
import { sendError } from '../routes/api/replies';
import { verifyRecaptcha } from '../security/verifyRecaptcha';

/** The checks every form submission passes before it is stored: the bot check and the honeypot. */
export interface SubmissionChecks {
  /**
   * The bot check of a submission of `kind`: the record's meta (its score), or null once the refusal is sent.
   * Without a secret key there is no check.
   */
  recaptcha(
    token: string | undefined,
    kind: MessageKind,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Record<string, unknown> | null>;
  /** The honeypot, a field people never see: filled in, the submission is refused (true once the refusal is sent). */
  refusedByHoneypot(value: unknown, kind: MessageKind, request: FastifyRequest, reply: FastifyReply): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    checks: SubmissionChecks;
  }
}

export function createSubmissionChecks(config: MessagesConfig['recaptcha']): SubmissionChecks {
  const recaptcha = config.secretKey ? { ...config, secretKey: config.secretKey } : null;
  return {
    async recaptcha(token, kind, request, reply) {
      if (!recaptcha) return {};
      const verdict = await verifyRecaptcha(token, recaptchaActions[kind], recaptcha);
      if (verdict.ok) return { recaptchaScore: verdict.score };
      request.log.info({ kind, reason: verdict.reason, detail: verdict.detail }, 'message refused by reCAPTCHA');
      if (verdict.reason === 'missing-token')
        sendError(reply, 400, 'recaptcha_missing', apiErrorMessages.recaptchaMissing);
      else if (verdict.reason === 'unreachable')
        sendError(reply, 503, 'recaptcha_unavailable', apiErrorMessages.recaptchaUnreachable);
      else sendError(reply, 400, 'recaptcha_failed', apiErrorMessages.recaptchaFailed);
      return null;
    },
    refusedByHoneypot(value, kind, request, reply) {
      if (value === undefined || value === '') return false;
      request.log.info({ kind }, 'message refused: honeypot filled in');
      sendError(reply, 400, 'rejected', apiErrorMessages.rejected);
      return true;
    },
  };
}

/** The forms' bot checks (reCAPTCHA v3 when RECAPTCHA_SECRET_KEY is set, and the honeypot). */
export default fp<{ recaptcha: MessagesConfig['recaptcha'] }>(
  async (app, { recaptcha }) => {
    app.decorate('checks', createSubmissionChecks(recaptcha));
  },
  { name: 'bot-checks' },
);
