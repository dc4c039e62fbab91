import type { FastifyInstance } from 'fastify';
import type { MessagesConfig } from '../../../../config';
import {
  fakeRecaptchaToken,
  FAKE_RECAPTCHA_SECRET,
  startFakeRecaptchaVerifier,
} from '../../../../../testing/fakes/recaptchaVerifier';
import { SmtpSink } from '../../../../../testing/fakes/smtpSink';
import {
  buildMessagesApp,
  eventually,
  openStore,
  postJson,
  testMessagesConfig,
  validContact,
  validQuote,
} from '../../../support/messagesTestKit';
import { startAppWithMailSink, stopAppWithMailSink } from '../../../support/mailSinkApp';

describe('POST /api/contact and /api/quote', () => {
  const smtp = new SmtpSink();
  let config: MessagesConfig;
  let app: FastifyInstance;

  beforeAll(async () => ({ config, app } = await startAppWithMailSink(smtp)));
  afterAll(() => stopAppWithMailSink(app, smtp));

  const storedCount = () => {
    const store = openStore(config);
    try {
      return store.list().length;
    } finally {
      store.close();
    }
  };

  describe('refuses bad input with a 4xx and a JSON error, and stores nothing', () => {
    let before: number;
    let mailsBefore: number;
    beforeAll(() => {
      before = storedCount();
      mailsBefore = smtp.mails.length;
    });
    afterAll(async () => {
      await new Promise((r) => setTimeout(r, 100));
      expect(storedCount()).toBe(before);
      expect(smtp.mails.length).toBe(mailsBefore);
    });

    it.each([
      ['text/plain', 'hallo'],
      ['application/x-www-form-urlencoded', 'name=An'],
      ['multipart/form-data; boundary=x', '--x--'],
      ['application/jsonp', '{}'],
    ])('415 for a %s body', async (contentType, payload) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ error: 'unsupported_media_type', message: expect.stringContaining('JSON') });
    });

    it('415 without a content type', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/quote',
        payload: JSON.stringify(validQuote),
        headers: { 'content-type': '' },
      });
      expect(res.statusCode).toBe(415);
    });

    it('413 for a body over 32 KB, also when it is otherwise valid', async () => {
      const res = await postJson(app, '/api/contact', { ...validContact, padding: 'x'.repeat(33 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        error: 'payload_too_large',
        message: 'Uw bericht is te lang. Kort het in en probeer het opnieuw.',
      });
    });

    it.each(['{"name":', '', 'null', '[]', '"tekst"', '42'])('400 for the body %p', async (payload) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^(bad_request|validation)$/);
    });

    it('400 for a prototype-poisoning body', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: `{"__proto__":{"admin":true},${JSON.stringify(validContact).slice(1)}`,
      });
      expect(res.statusCode).toBe(400);
    });

    it('400 with a Dutch message per field for missing and invalid fields', async () => {
      const res = await postJson(app, '/api/contact', { email: 'an@', privacyAccepted: false });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'validation',
        message: 'Controleer de gemarkeerde velden.',
        fields: {
          name: 'Dit veld is verplicht',
          email: 'Ongeldig e-mailadres',
          phone: 'Dit veld is verplicht',
          message: 'Dit veld is verplicht',
          privacyAccepted: 'U moet akkoord gaan met het privacybeleid',
        },
      });
    });

    it('400 for a quote with a bad unit count or an unknown building type', async () => {
      const res = await postJson(app, '/api/quote', { ...validQuote, unitCount: 'veel', buildingType: 'kasteel' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        unitCount: 'Vul een geheel getal in tussen 2 en 9999',
        buildingType: 'Kies een van de mogelijkheden',
      });
    });

    it('400 for a field that is far too long', async () => {
      const res = await postJson(app, '/api/contact', { ...validContact, message: 'x'.repeat(6000) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ message: 'Gebruik hoogstens 5000 tekens' });
    });

    it('400 when the hidden honeypot field is filled in', async () => {
      const res = await postJson(app, '/api/contact', { ...validContact, website: 'https://spam.example' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'rejected' });
    });

    it.each(['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const)(
      '405 for %s, with Allow: POST',
      async (method) => {
        for (const url of ['/api/contact', '/api/quote']) {
          const res = await app.inject({ method, url });
          expect(res.statusCode).toBe(405);
          expect(res.headers.allow).toBe('POST');
          if (method !== 'HEAD') expect(res.json()).toMatchObject({ error: 'method_not_allowed' });
        }
      },
    );
  });

  it('stores a valid contact message, answers 202, e-mails it once and marks it delivered', async () => {
    const mailsBefore = smtp.mails.length;
    const res = await postJson(app, '/api/contact', { ...validContact, website: '' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted', reference: expect.stringMatching(/^C-\d{4}-\d{5}$/) });
    expect(res.headers['cache-control']).toBe('no-store');

    const [mail] = (await smtp.waitForMails(mailsBefore + 1)).slice(mailsBefore);
    expect(mail.to).toEqual(['kantoor@example.be']);
    expect(mail.from).toBe('website@example.be');
    expect(mail.subject).toBe(`Contactbericht van An Peeters [${res.json().reference}]`);
    expect(mail.headers['reply-to']).toContain('an.peeters@example.be');
    expect(mail.text).toContain('Telefoon: 0470 12 34 56');
    expect(mail.text).toContain('Wanneer is de volgende algemene vergadering?');
    expect(mail.html).toContain('<th');

    const store = openStore(config);
    await eventually(() => store.list().every((m) => m.deliveredAt !== null));
    const stored = store.list().at(-1)!;
    expect(stored).toMatchObject({ kind: 'contact', attempts: 1, lastError: null, data: validContact });
    expect(mail.headers['message-id']).toContain(`contact-${stored.id}-`);
    store.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.length).toBe(mailsBefore + 1);
  });

  it('e-mails a quote request with the labels of the choices', async () => {
    const mailsBefore = smtp.mails.length;
    expect((await postJson(app, '/api/quote', validQuote)).statusCode).toBe(202);
    const [mail] = (await smtp.waitForMails(mailsBefore + 1)).slice(mailsBefore);
    expect(mail.subject).toMatch(/^Offerteaanvraag van Jan Claes \[O-\d{4}-\d{5}\]$/);
    expect(mail.text).toContain('Soort gebouw: Appartementsgebouw');
    expect(mail.text).toContain('Aantal eenheden: 24');
    expect(mail.text).toContain('Huidige syndicus: Ja, een mede-eigenaar is syndicus');
    expect(mail.text).toContain('Gewenste start: Vanaf de volgende algemene vergadering');
  });

  it('escapes HTML the visitor typed in the HTML part, and keeps it readable in the text part', async () => {
    const mailsBefore = smtp.mails.length;
    const attack = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const res = await postJson(app, '/api/contact', { ...validContact, name: 'Eve <b>Evil</b>', message: attack });
    expect(res.statusCode).toBe(202);
    const [mail] = (await smtp.waitForMails(mailsBefore + 1)).slice(mailsBefore);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Evil');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(mail.text).toContain(attack);
  });
});

describe('reCAPTCHA verification when RECAPTCHA_SECRET_KEY is set', () => {
  let verifier: Awaited<ReturnType<typeof startFakeRecaptchaVerifier>>;
  let app: FastifyInstance;
  let config: MessagesConfig;

  beforeAll(async () => {
    verifier = await startFakeRecaptchaVerifier();
    const defaults = testMessagesConfig();
    config = {
      ...defaults,
      recaptcha: {
        ...defaults.recaptcha,
        secretKey: FAKE_RECAPTCHA_SECRET,
        verifyUrl: verifier.url,
        hostnames: ['127.0.0.1', 'www.example.be'],
      },
    };
    app = await buildMessagesApp(config);
  });
  afterAll(async () => {
    await app.close();
    await verifier.close();
  });

  it.each([
    ['no token', undefined, 'recaptcha_missing'],
    ['an invalid token', 'garbage', 'recaptcha_failed'],
    ['a token for another action', fakeRecaptchaToken('quote'), 'recaptcha_failed'],
    ['a token for the page load', fakeRecaptchaToken('init'), 'recaptcha_failed'],
    ['a low score', fakeRecaptchaToken('contact', { score: 0.3 }), 'recaptcha_failed'],
    ['another host', fakeRecaptchaToken('contact', { hostname: 'evil.example' }), 'recaptcha_failed'],
  ])('refuses %s with a 400 and stores nothing', async (_case, recaptchaToken, error) => {
    const res = await postJson(app, '/api/contact', { ...validContact, recaptchaToken });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
    const store = openStore(config);
    expect(store.list()).toHaveLength(0);
    store.close();
  });

  it('accepts a good token for the right action and keeps the score with the message', async () => {
    const res = await postJson(app, '/api/quote', {
      ...validQuote,
      recaptchaToken: fakeRecaptchaToken('quote', { score: 0.7 }),
    });
    expect(res.statusCode).toBe(202);
    const store = openStore(config);
    expect(store.list()).toMatchObject([{ kind: 'quote', meta: { recaptchaScore: 0.7 } }]);
    expect(JSON.stringify(store.list()[0].data)).not.toContain('fake|');
    store.close();
  });

  it('answers 503, not a 2xx, when the verifier cannot be reached', async () => {
    const unreachable = await buildMessagesApp({
      ...config,
      dataDir: testMessagesConfig().dataDir,
      recaptcha: { ...config.recaptcha, verifyUrl: 'http://127.0.0.1:9/siteverify' },
    });
    const res = await postJson(unreachable, '/api/contact', {
      ...validContact,
      recaptchaToken: fakeRecaptchaToken('contact'),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'recaptcha_unavailable' });
    await unreachable.close();
  });
});

describe('rate limiting', () => {
  it('answers 429 with a Dutch message after RATE_LIMIT_PER_MINUTE posts from one address', async () => {
    const app = await buildMessagesApp(testMessagesConfig({ rateLimitPerMinute: 2 }));
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await postJson(app, '/api/contact', validContact)).statusCode);
    expect(statuses).toEqual([202, 202, 429]);
    const res = await postJson(app, '/api/quote', validQuote);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: 'rate_limited',
      message: 'U hebt te veel berichten na elkaar verstuurd. Wacht een minuut en probeer het dan opnieuw.',
    });
    expect(res.headers['retry-after']).toBeDefined();
    await app.close();
  });

  const fromVisitor = (address: string) => ({ 'x-forwarded-for': address });

  it('keys on each visitor behind a trusted proxy (TRUST_PROXY), so one visitor does not block the others', async () => {
    const app = await buildMessagesApp(testMessagesConfig({ rateLimitPerMinute: 1 }), '127.0.0.1');
    const statuses = [];
    for (const visitor of ['203.0.113.7', '203.0.113.8', '203.0.113.7']) {
      statuses.push((await postJson(app, '/api/contact', validContact, fromVisitor(visitor))).statusCode);
    }
    expect(statuses).toEqual([202, 202, 429]);
    await app.close();
  });

  it('ignores X-Forwarded-For without a trusted proxy, so a made-up address does not dodge the limit', async () => {
    const app = await buildMessagesApp(testMessagesConfig({ rateLimitPerMinute: 1 }));
    const statuses = [];
    for (const visitor of ['203.0.113.7', '203.0.113.8']) {
      statuses.push((await postJson(app, '/api/contact', validContact, fromVisitor(visitor))).statusCode);
    }
    expect(statuses).toEqual([202, 429]);
    await app.close();
  });
});

describe('without SMTP_URL', () => {
  it('stores messages and leaves them undelivered', async () => {
    const config = testMessagesConfig({ smtpUrl: null });
    const app = await buildMessagesApp(config);
    expect((await postJson(app, '/api/contact', validContact)).statusCode).toBe(202);
    await app.close();
    const store = openStore(config);
    expect(store.list({ undeliveredOnly: true })).toMatchObject([{ kind: 'contact', attempts: 0, deliveredAt: null }]);
    store.close();
  });
});
