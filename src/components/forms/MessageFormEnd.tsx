import * as React from 'react';
import { RecaptchaNotice } from '../recaptcha/RecaptchaNotice';
import { HoneypotField } from './HoneypotField';
import { SubmitButton } from './SubmitButton';
import type { useMessageSubmit } from './useMessageSubmit';

/**
 * The end of a form that sends a message (MessageForm with useMessageSubmit): the honeypot, what the sending says
 * (`status`: the upload's progress, a failure), the submit button and the reCAPTCHA notice when reCAPTCHA is on.
 * `idPrefix` names the honeypot; `children` the button.
 */
export function MessageFormEnd({
  idPrefix,
  sending: { honeypotRef, recaptchaEnabled },
  status,
  children,
}: {
  idPrefix: string;
  sending: Pick<ReturnType<typeof useMessageSubmit>, 'honeypotRef' | 'recaptchaEnabled'>;
  status?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <HoneypotField id={`${idPrefix}-website`} ref={honeypotRef} />
      {status}
      <SubmitButton>{children}</SubmitButton>
      {recaptchaEnabled && <RecaptchaNotice />}
    </>
  );
}
