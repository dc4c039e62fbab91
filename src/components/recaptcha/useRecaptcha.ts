import * as React from 'react';
import { recaptchaActions } from '../../lib/messages/messageKinds';
import { executeRecaptcha, injectRecaptchaScript, recaptchaSiteKey } from './recaptchaClient';

/** After the page has loaded and the browser is idle: the bot check never competes with the first paint. */
function whenPageIsIdle(callback: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(callback, { timeout: 2000 });
    else timer = window.setTimeout(callback, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

export interface RecaptchaApi {
  /** Whether this build has a site key; without one, forms are sent without a token. */
  enabled: boolean;
  /** A fresh token for the action, undefined without a site key; rejects with a RecaptchaError. */
  getToken(action: string): Promise<string | undefined>;
}

/**
 * reCAPTCHA v3 for a page with a form: loads Google's script once the page is idle, asks a token for
 * 'init' as soon as it is ready, and a fresh one for the form's action on submit.
 */
export function useRecaptcha(siteKey = recaptchaSiteKey): RecaptchaApi {
  React.useEffect(() => {
    if (!siteKey) return;
    return whenPageIsIdle(() => {
      injectRecaptchaScript(siteKey);
      // The page-load token only warms reCAPTCHA up; a failure here shows at submit.
      executeRecaptcha(siteKey, recaptchaActions.pageLoad).catch(() => undefined);
    });
  }, [siteKey]);

  return React.useMemo(
    () => ({
      enabled: !!siteKey,
      getToken: async (action: string) => (siteKey ? executeRecaptcha(siteKey, action) : undefined),
    }),
    [siteKey],
  );
}
