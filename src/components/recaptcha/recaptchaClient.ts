import { RECAPTCHA_POLL_MS, RECAPTCHA_WAIT_MS } from '../../lib/constants';

/** Read at build time; empty means the site runs without a bot check. */
export const recaptchaSiteKey = process.env.GATSBY_RECAPTCHA_SITE_KEY ?? '';

export const RECAPTCHA_SCRIPT_ID = 'recaptcha-v3';
/** Google's reCAPTCHA v3 script; the page adds `?render=<site key>`. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

type RecaptchaWindow = Window & { grecaptcha?: Partial<Grecaptcha> };

/** Why no token came: 'unavailable', the script never arrived; 'failed', it arrived but gave no token. */
export interface RecaptchaError extends Error {
  name: 'RecaptchaError';
  kind: 'unavailable' | 'failed';
}

// A plain Error with a kind rather than a subclass: for the browsers the site supports, Babel compiles
// `extends Error` with five helpers (wrapNativeSuper and its kin) that every form page would load.
export const recaptchaError = (kind: RecaptchaError['kind']): RecaptchaError =>
  Object.assign(new Error(`reCAPTCHA ${kind}`), { name: 'RecaptchaError' as const, kind });

export const isRecaptchaError = (error: unknown): error is RecaptchaError =>
  error instanceof Error && error.name === 'RecaptchaError';

let scriptFailed = false;

/** Adds Google's reCAPTCHA v3 script to the page, once. */
export function injectRecaptchaScript(siteKey: string): void {
  if (document.getElementById(RECAPTCHA_SCRIPT_ID)) return;
  scriptFailed = false;
  const script = document.createElement('script');
  script.id = RECAPTCHA_SCRIPT_ID;
  script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
  script.async = true;
  script.defer = true;
  script.addEventListener('error', () => {
    scriptFailed = true;
  });
  document.head.appendChild(script);
}

function readyGrecaptcha(): Grecaptcha | null {
  const g = (window as RecaptchaWindow).grecaptcha;
  return g && typeof g.ready === 'function' && typeof g.execute === 'function' ? (g as Grecaptcha) : null;
}

/** Polls for `window.grecaptcha` every 200 ms (spec); null when the script failed or did not come in time. */
export function waitForGrecaptcha(timeoutMs = RECAPTCHA_WAIT_MS): Promise<Grecaptcha | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      const g = readyGrecaptcha();
      if (g) return resolve(g);
      if (scriptFailed || Date.now() - started >= timeoutMs) return resolve(null);
      window.setTimeout(check, RECAPTCHA_POLL_MS);
    };
    check();
  });
}

/** A fresh token for an action. Tokens live two minutes, so the form asks for one at submit. */
export async function executeRecaptcha(
  siteKey: string,
  action: string,
  timeoutMs = RECAPTCHA_WAIT_MS,
): Promise<string> {
  const grecaptcha = await waitForGrecaptcha(timeoutMs);
  if (!grecaptcha) throw recaptchaError('unavailable');
  try {
    const token = await new Promise<string>((resolve, reject) => {
      const timer = window.setTimeout(() => reject(new Error('timeout')), timeoutMs);
      grecaptcha.ready(() => {
        Promise.resolve(grecaptcha.execute(siteKey, { action })).then(
          (value) => {
            window.clearTimeout(timer);
            resolve(value);
          },
          (error: unknown) => {
            window.clearTimeout(timer);
            reject(error);
          },
        );
      });
    });
    if (!token) throw new Error('empty token');
    return token;
  } catch {
    throw recaptchaError('failed');
  }
}

/** For tests: forget that a script failed. */
export function resetRecaptchaForTests(): void {
  scriptFailed = false;
  document.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
  delete (window as RecaptchaWindow).grecaptcha;
}
