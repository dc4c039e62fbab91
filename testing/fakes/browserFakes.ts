import type { Page } from '@playwright/test';
import { fakesOrigin } from './ports';
import type { ReceivedMail } from './smtpSink';

export type FakeRecaptchaMode = 'working' | 'execute-fails' | 'unreachable';

/**
 * Serves a stand-in for Google's reCAPTCHA v3 script at its real URL. The working one hands out tokens the
 * fake verifier accepts, and records the actions it was asked for in `window.__recaptchaActions`.
 */
export async function fakeRecaptcha(page: Page, mode: FakeRecaptchaMode = 'working'): Promise<void> {
  await page.route('https://www.google.com/recaptcha/api.js*', async (route) => {
    if (mode === 'unreachable') return route.abort('internetdisconnected');
    const execute =
      mode === 'working'
        ? `(window.__recaptchaActions.push(options.action), Promise.resolve(['fake', options.action, 0.9, location.hostname].join('|')))`
        : `Promise.reject(new Error('Invalid site key'))`;
    await route.fulfill({
      contentType: 'text/javascript',
      body: `window.__recaptchaActions = [];
        window.grecaptcha = { ready: function (cb) { setTimeout(cb, 0); }, execute: function (key, options) { return ${execute}; } };`,
    });
  });
}

export async function recaptchaActions(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __recaptchaActions?: string[] }).__recaptchaActions ?? []);
}

/** Waits for the e-mail whose subject contains `text` to reach the test SMTP server. */
export async function waitForMail(text: string, timeoutMs = 15_000): Promise<Omit<ReceivedMail, 'raw'>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(`${fakesOrigin}/mails`)).json()) as Omit<ReceivedMail, 'raw'>[];
    const mail = mails.find((m) => m.subject.includes(text));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail with "${text}" in its subject arrived`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A name no other test uses, so each test finds its own e-mail. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
