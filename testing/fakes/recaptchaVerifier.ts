import http from 'node:http';

/** The secret the fake verifier accepts, and the site key the test build uses. */
export const FAKE_RECAPTCHA_SECRET = 'e2e-test-secret';
export const FAKE_RECAPTCHA_SITE_KEY = 'e2e-test-site-key';

/**
 * Tokens the fake verifier understands: 'fake|<action>|<score>|<hostname>'. The fake grecaptcha script
 * in the browser tests hands these out; anything else is an invalid token.
 */
export function fakeRecaptchaToken(action: string, { score = 0.9, hostname = '127.0.0.1' } = {}): string {
  return ['fake', action, score, hostname].join('|');
}

/** Google's siteverify answer for a form-encoded { secret, response }. */
export function fakeSiteverify(form: URLSearchParams): Record<string, unknown> {
  if (form.get('secret') !== FAKE_RECAPTCHA_SECRET) return { success: false, 'error-codes': ['invalid-input-secret'] };
  const [marker, action, score, hostname] = (form.get('response') ?? '').split('|');
  if (marker !== 'fake' || !action) return { success: false, 'error-codes': ['invalid-input-response'] };
  return { success: true, action, score: Number(score), hostname, challenge_ts: new Date().toISOString() };
}

/** Handles POST /siteverify on a plain Node HTTP server; returns false for other requests. */
export function handleSiteverify(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (request.method !== 'POST' || !request.url?.startsWith('/siteverify')) return false;
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(fakeSiteverify(new URLSearchParams(body))));
  });
  return true;
}

/** A fake siteverify endpoint on its own port, for unit tests. */
export async function startFakeRecaptchaVerifier(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (!handleSiteverify(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
