/**
 * @jest-environment jsdom
 */
import { RECAPTCHA_POLL_MS } from '../../../lib/constants';
import {
  executeRecaptcha,
  injectRecaptchaScript,
  RECAPTCHA_SCRIPT_ID,
  recaptchaError,
  isRecaptchaError,
  resetRecaptchaForTests,
} from '../recaptchaClient';

type TestWindow = Window & { grecaptcha?: unknown };

const fakeGrecaptcha = (execute: (key: string, options: { action: string }) => Promise<string>) => ({
  ready: (callback: () => void) => callback(),
  execute: jest.fn(execute),
});

describe('reCAPTCHA v3 client', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetRecaptchaForTests();
  });
  afterEach(() => jest.useRealTimers());

  it('adds Google’s script once, with the site key', () => {
    injectRecaptchaScript('site key');
    injectRecaptchaScript('site key');
    const scripts = document.querySelectorAll(`#${RECAPTCHA_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://www.google.com/recaptcha/api.js?render=site%20key');
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
  });

  it('polls every 200 ms until grecaptcha is there, then asks a token for the action', async () => {
    const token = executeRecaptcha('key', 'contact');
    await jest.advanceTimersByTimeAsync(3 * RECAPTCHA_POLL_MS);
    const grecaptcha = fakeGrecaptcha(async (_key, { action }) => `token-for-${action}`);
    (window as TestWindow).grecaptcha = grecaptcha;
    await jest.advanceTimersByTimeAsync(RECAPTCHA_POLL_MS);
    await expect(token).resolves.toBe('token-for-contact');
    expect(grecaptcha.execute).toHaveBeenCalledWith('key', { action: 'contact' });
  });

  it("is 'unavailable' at once when the script failed to load", async () => {
    injectRecaptchaScript('key');
    document.getElementById(RECAPTCHA_SCRIPT_ID)!.dispatchEvent(new Event('error'));
    const error: unknown = await executeRecaptcha('key', 'contact').catch((e: unknown) => e);
    expect(error).toEqual(recaptchaError('unavailable'));
    expect(isRecaptchaError(error) && error.kind).toBe('unavailable');
    expect(isRecaptchaError(new Error('reCAPTCHA unavailable'))).toBe(false);
  });

  it("is 'unavailable' when the script does not arrive in time", async () => {
    const token = executeRecaptcha('key', 'contact', 1000);
    const settled = expect(token).rejects.toMatchObject({ kind: 'unavailable' });
    await jest.advanceTimersByTimeAsync(1000 + RECAPTCHA_POLL_MS);
    await settled;
  });

  it("is 'failed' when reCAPTCHA gives no token", async () => {
    (window as TestWindow).grecaptcha = fakeGrecaptcha(async () => {
      throw new Error('Invalid site key');
    });
    await expect(executeRecaptcha('key', 'contact')).rejects.toMatchObject({ kind: 'failed' });
    (window as TestWindow).grecaptcha = fakeGrecaptcha(async () => '');
    await expect(executeRecaptcha('key', 'contact')).rejects.toMatchObject({ kind: 'failed' });
  });
});
