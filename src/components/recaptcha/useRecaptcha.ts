import * as React from 'react';
import { recaptchaActions } from '../../lib/forms/messageKinds';
import { whenIdle } from '../../runtime';
import { executeRecaptcha, injectRecaptchaScript, recaptchaSiteKey } from './recaptchaClient';

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
    return whenIdle(() => {
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
