import path from 'node:path';
import { firm } from '../../src/config/firm';
import { RETENTION_DAYS_DEFAULT } from '../../src/config/retention';
import { DEFAULT_SITE_URL } from '../../src/lib/siteUrl';
import { ConfigError, loadServerConfig } from '../config';

describe('loadServerConfig', () => {
  it('uses the embedded defaults', () => {
    const config = loadServerConfig({}, '/srv/site');
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 9000,
      publicDir: path.resolve('/srv/site/public'),
      portfolioDir: path.resolve('/srv/site/content/portfolio'),
      recaptchaSiteKey: null,
      gaMeasurementId: null,
      logLevel: 'warn',
      trustProxy: false,
      timeouts: { requestMs: 900_000, idleMs: 60_000 },
      messages: {
        dataDir: path.resolve('/srv/site/data'),
        reportContentDir: path.resolve('/srv/site/content/meldingen'),
        acknowledge: true,
        siteUrl: DEFAULT_SITE_URL,
        statusLinkSecret: null,
        smtpUrl: null,
        mailFrom: firm.email,
        mailTo: firm.email,
        rateLimitPerMinute: 10,
        retentionDays: RETENTION_DAYS_DEFAULT,
        outboxAlertAfterSeconds: 3600,
        recaptcha: {
          secretKey: null,
          verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
          minScore: 0.5,
          hostnames: [],
          timeoutMs: 10_000,
        },
        delivery: { retryBaseMs: 2_000, retryMaxMs: 30_000, smtpTimeoutMs: 15_000, timeoutMs: 60_000, concurrency: 4 },
      },
    });
  });

  it('reads the environment', () => {
    const config = loadServerConfig(
      {
        HOST: '0.0.0.0',
        PORT: '8080',
        GATSBY_RECAPTCHA_SITE_KEY: ' key ',
        PUBLIC_DIR: '/x',
        PORTFOLIO_DIR: 'fixtures/portfolio',
        REQUEST_TIMEOUT_SECONDS: '1200',
      },
      '/srv',
    );
    expect(config.timeouts.requestMs).toBe(1_200_000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.port).toBe(8080);
    expect(config.recaptchaSiteKey).toBe('key');
    expect(config.publicDir).toBe('/x');
    expect(config.portfolioDir).toBe(path.resolve('/srv/fixtures/portfolio'));
  });

  it('reads the message settings', () => {
    const { messages } = loadServerConfig(
      {
        DATA_DIR: 'var/berichten',
        SMTP_URL: 'smtps://user:geheim@mail.example.be:465',
        MAIL_TO: 'kantoor@example.be',
        MAIL_FROM: 'website@example.be',
        RATE_LIMIT_PER_MINUTE: '5',
        RETENTION_DAYS: '90',
        RECAPTCHA_SECRET_KEY: 'secret',
        RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/siteverify',
        RECAPTCHA_MIN_SCORE: '0.7',
        RECAPTCHA_HOSTNAMES: 'www.example.be, Example.be',
      },
      '/srv',
    );
    expect(messages).toMatchObject({
      dataDir: '/srv/var/berichten',
      smtpUrl: 'smtps://user:geheim@mail.example.be:465',
      mailTo: 'kantoor@example.be',
      mailFrom: 'website@example.be',
      rateLimitPerMinute: 5,
      retentionDays: 90,
      recaptcha: {
        secretKey: 'secret',
        verifyUrl: 'http://127.0.0.1:9999/siteverify',
        minScore: 0.7,
        hostnames: ['www.example.be', 'example.be'],
      },
    });
  });

  it('reads the status link secret and the site URL the links point to', () => {
    const secret = 'a'.repeat(64);
    const { messages } = loadServerConfig({ STATUS_LINK_SECRET: secret, SITE_URL: 'https://www.kantoor.be/' });
    expect(messages.statusLinkSecret).toBe(secret);
    expect(messages.siteUrl).toBe('https://www.kantoor.be');
  });

  it('sends from the recipient address when MAIL_FROM is not set', () => {
    expect(loadServerConfig({ MAIL_TO: 'kantoor@example.be' }).messages.mailFrom).toBe('kantoor@example.be');
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.be'],
    ['SMTP_URL', 'geen url'],
    ['MAIL_TO', 'kantoor'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['RATE_LIMIT_PER_MINUTE', '2.5'],
    ['RETENTION_DAYS', 'dertig'],
    ['RECAPTCHA_MIN_SCORE', '1.5'],
    ['RECAPTCHA_VERIFY_URL', 'ftp://example.be'],
    ['STATUS_LINK_SECRET', 'te-kort'],
    ['SITE_URL', 'geen url'],
  ])('rejects %s=%p and names the variable', (name, value) => {
    expect(() => loadServerConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('rejects a bad port or log level with a clear message', () => {
    expect(() => loadServerConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadServerConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadServerConfig({ TRUST_PROXY: value }, '/srv/site').trustProxy;
  it('trusts no proxy by default, or the listed addresses and ranges', () => {
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('127.0.0.1, ::1')).toBe('127.0.0.1,::1');
    expect(trust('10.0.0.0/8')).toBe('10.0.0.0/8');
  });
  it('refuses true, which lets every visitor name their own address, saying why and what to set instead', () => {
    expect(() => trust('true')).toThrow(ConfigError);
    expect(() => trust('true')).toThrow(/X-Forwarded-For/);
    expect(() => trust('true')).toThrow(/TRUST_PROXY=127\.0\.0\.1/);
  });
  it('refuses a number of proxies, which Fastify no longer trusts at all (every visitor would share one limit)', () => {
    expect(() => trust('1')).toThrow(ConfigError);
    expect(() => trust('1')).toThrow(/TRUST_PROXY=127\.0\.0\.1/);
  });
  it('refuses anything else with a Dutch message', () => {
    expect(() => trust('proxy.example.be')).toThrow(/TRUST_PROXY moet leeg/);
  });
});
