import * as React from 'react';
import { navigate } from 'gatsby';
import { sendErrorMessages } from '../../lib/uiText/dutchMessages';
import { recaptchaActions, type MessageKind } from '../../lib/forms/messageKinds';
import { REFERENCE_PARAM } from '../../lib/forms/references';
import { routes } from '../../lib/routes';
import { isRecaptchaError } from '../recaptcha/recaptchaClient';
import { useRecaptcha } from '../recaptcha/useRecaptcha';
import { useToast } from '../toast/ToastProvider';

/** What every message carries besides the form's own values. */
export interface MessageGuards {
  recaptchaToken: string | undefined;
  /** The honeypot's value: '' from a person. */
  honeypot: string;
}

/** How a send ended: the server's reference (when it gave one), or the sentence to show. */
export type SendOutcome = { sent: true; reference?: string } | { sent: false; message: string };

/** Where a sent message leads: its kind's thank-you page. */
const thankYouPaths: Record<MessageKind, string> = {
  contact: routes.contactBedankt,
  quote: routes.offerteBedankt,
  report: routes.meldenBedankt,
};

/** What to say when sending fails without a sentence of the server's. */
const failureMessages: Record<MessageKind, string> = {
  contact: sendErrorMessages.contactFailed,
  quote: sendErrorMessages.quoteFailed,
  report: sendErrorMessages.reportFailed,
};

interface MessageSubmitOptions<Values> {
  kind: MessageKind;
  /** How the values reach the API: `jsonSender` for a JSON POST, or the form's own (the report's multipart). */
  send: (values: Values, guards: MessageGuards, kind: MessageKind) => Promise<SendOutcome>;
  /** Where a failure is said. Default: a destructive 'Fout' toast. */
  showFailure?: (message: string) => void;
}

/**
 * What a message form does with valid values: a fresh reCAPTCHA token for its action, the message sent
 * to its API path, then the thank-you page with the reference. A failure is said (a toast, unless the form
 * says where) and the form keeps what was typed. The returned function resolves when done, so
 * react-hook-form's isSubmitting covers it all.
 */
export function useMessageSubmit<Values extends object>({ kind, send, showFailure }: MessageSubmitOptions<Values>) {
  const { toast } = useToast();
  const recaptcha = useRecaptcha();
  const honeypotRef = React.useRef<HTMLInputElement>(null);

  const submit = React.useCallback(
    async (values: Values) => {
      const fail = (description: string) =>
        showFailure
          ? showFailure(description)
          : toast({ variant: 'destructive', title: sendErrorMessages.title, description });
      let recaptchaToken: string | undefined;
      try {
        recaptchaToken = await recaptcha.getToken(recaptchaActions[kind]);
      } catch (error) {
        const unavailable = isRecaptchaError(error) && error.kind === 'unavailable';
        fail(unavailable ? sendErrorMessages.recaptchaUnavailable : sendErrorMessages.recaptchaFailed);
        return;
      }
      const guards: MessageGuards = { recaptchaToken, honeypot: honeypotRef.current?.value ?? '' };
      let outcome: SendOutcome;
      try {
        outcome = await send(values, guards, kind);
      } catch {
        outcome = { sent: false, message: failureMessages[kind] };
      }
      if (!outcome.sent) {
        fail(outcome.message);
        return;
      }
      // The thank-you page shows the reference beside its own words.
      // The server's reference is letters, digits and dashes: safe in a URL as it is.
      const thankYouPath = thankYouPaths[kind];
      await navigate(outcome.reference ? `${thankYouPath}?${REFERENCE_PARAM}=${outcome.reference}` : thankYouPath);
    },
    [kind, send, showFailure, recaptcha, toast],
  );

  return { submit, honeypotRef, recaptchaEnabled: recaptcha.enabled };
}
