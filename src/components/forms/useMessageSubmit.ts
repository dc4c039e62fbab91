import * as React from 'react';
import { navigate } from 'gatsby';
import { sendErrorMessages } from '../../lib/messages/dutchMessages';
import { HONEYPOT_FIELD, messageEndpoints, recaptchaActions, type MessageKind } from '../../lib/messages/messageKinds';
import { REFERENCE_PARAM } from '../../lib/messages/references';
import { apiRequest } from '../../lib/request';
import { RecaptchaError } from '../recaptcha/recaptchaClient';
import { useRecaptcha } from '../recaptcha/useRecaptcha';
import { useToast } from '../toast/ToastProvider';

interface MessageSubmitOptions {
  kind: MessageKind;
  /** Where a sent message leads: the thank-you page. */
  thankYouPath: string;
  /** The toast description when sending fails. */
  failureMessage: string;
}

/**
 * What a form does with valid values: a fresh reCAPTCHA token for its action, one POST to its API
 * path, then the thank-you page. Any failure is a destructive 'Fout' toast, and the form keeps what
 * was typed. The returned function resolves when done, so react-hook-form's isSubmitting covers it all.
 */
export function useMessageSubmit<Values extends object>({ kind, thankYouPath, failureMessage }: MessageSubmitOptions) {
  const { toast } = useToast();
  const recaptcha = useRecaptcha();
  const honeypotRef = React.useRef<HTMLInputElement>(null);

  const submit = React.useCallback(
    async (values: Values) => {
      const fail = (description: string) =>
        toast({ variant: 'destructive', title: sendErrorMessages.title, description });
      let recaptchaToken: string | undefined;
      try {
        recaptchaToken = await recaptcha.getToken(recaptchaActions[kind]);
      } catch (error) {
        const unavailable = error instanceof RecaptchaError && error.kind === 'unavailable';
        fail(unavailable ? sendErrorMessages.recaptchaUnavailable : sendErrorMessages.recaptchaFailed);
        return;
      }
      let reference: unknown;
      try {
        const response = await apiRequest('POST', messageEndpoints[kind], {
          ...values,
          recaptchaToken,
          [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
        });
        reference = ((await response.json().catch(() => ({}))) as { reference?: unknown }).reference;
      } catch {
        fail(failureMessage);
        return;
      }
      // The thank-you page shows the reference beside its own words.
      // The server's reference is letters, digits and dashes: safe in a URL as it is.
      await navigate(typeof reference === 'string' ? `${thankYouPath}?${REFERENCE_PARAM}=${reference}` : thankYouPath);
    },
    [kind, thankYouPath, failureMessage, recaptcha, toast],
  );

  return { submit, honeypotRef, recaptchaEnabled: recaptcha.enabled };
}
