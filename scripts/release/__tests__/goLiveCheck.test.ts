import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeFindings, goLiveReport, parseEnvFile, type GoLiveInput } from '../goLiveCheck';
import { SHIPPED_PLACEHOLDER_VALUES } from '../shippedPlaceholders';

const root = path.resolve(__dirname, '../../..');

/** A firm that did every step: its own facts, claims confirmed, real content, tariffs, build and server settings. */
const realConfig: GoLiveInput['config'] = {
  firm: {
    name: 'Syndicus Testlaan',
    email: 'info@syndicus-testlaan.be',
    registeredSeat: { street: 'Testlaan 4', postalCode: '9000', city: 'Gent' },
    legal: { companyNumber: '0456.789.034', bivNumbers: ['BIV 507.214 (syndicus)'] },
    emergencyLine: { number: '0903 12 345', pricePerMinute: 0.75 },
  },
  officeFacts: [{ id: 'gent', name: 'Gent', address: { street: 'Testlaan 4' }, phone: '09 123 45 67' }],
  firmClaims: { buildings: { value: '40+', confirmed: true }, survey: { recommendRate: '90%', confirmed: true } },
  firmSettings: { cookiePreferencesOnByDefault: false },
  hasQualityMark: false,
};

function realContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'golive-'));
  const real = { voorbeeld: false, toestemming: '2026-10-01' };
  fs.writeFileSync(path.join(dir, 'testimonials.json'), JSON.stringify({ testimonials: [{ id: 1, ...real }] }));
  fs.mkdirSync(path.join(dir, 'portfolio', 'echt'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'portfolio', 'echt', 'index.json'), JSON.stringify({ title: 'Echt', ...real }));
  fs.mkdirSync(path.join(dir, 'meldingen'));
  fs.writeFileSync(
    path.join(dir, 'meldingen', 'gebouwen.json'),
    JSON.stringify({ gebouwen: [{ code: 'ECHT', voorbeeld: false, beheerder: 'beheer@syndicus-testlaan.be' }] }),
  );
  fs.writeFileSync(path.join(dir, 'tarieven.json'), JSON.stringify({ voorbeeld: false }));
  return dir;
}

const completeServerEnv = {
  SMTP_URL: 'smtp://mail.syndicus-testlaan.be:587',
  MAIL_TO: 'info@syndicus-testlaan.be',
  MAIL_FROM: 'website@syndicus-testlaan.be',
  RECAPTCHA_SECRET_KEY: 'geheim',
  RECAPTCHA_HOSTNAMES: 'www.syndicus-testlaan.be',
  TRUST_PROXY: '127.0.0.1',
  SITE_URL: 'https://www.syndicus-testlaan.be',
};

function input(overrides: Partial<GoLiveInput> = {}): GoLiveInput {
  return {
    config: realConfig,
    contentDir: realContent(),
    qualityMarkImage: path.join(root, 'src/images/illustrations/quality-certificate.svg'),
    buildEnv: { SITE_URL: 'https://www.syndicus-testlaan.be', GATSBY_RECAPTCHA_SITE_KEY: 'sitesleutel' },
    serverEnv: completeServerEnv,
    ...overrides,
  };
}

describe('the go-live check of npm run release', () => {
  it('lets a firm through that did every step of Live gaan', () => {
    expect(goLiveReport(input())).toEqual({ refusals: [], warnings: [] });
  });

  it('names the specification values left in the config, which no pattern recognises', () => {
    const [phone] = SHIPPED_PLACEHOLDER_VALUES;
    const config = { ...realConfig, officeFacts: [{ id: 'gent', phone: phone.value }] };
    const { refusals } = goLiveReport(input({ config }));
    expect(refusals).toEqual([expect.objectContaining({ step: 'facts', field: 'officeFacts[0].phone' })]);
  });

  it("refuses the paid line without the firm's own price per minute, or with one a 0903 number may not charge", () => {
    const withPrice = (pricePerMinute: unknown) => ({
      ...realConfig,
      firm: { ...(realConfig.firm as object), emergencyLine: { number: '0903 12 345', pricePerMinute } },
    });
    expect(goLiveReport(input({ config: withPrice(null) })).refusals).toEqual([
      {
        step: 'facts',
        field: 'firm.emergencyLine.pricePerMinute',
        value: '(niet ingevuld)',
        reason: expect.stringContaining("de site toont intussen het wettelijke maximum ('hoogstens €1,50 per minuut')"),
      },
    ]);
    for (const wrong of [2, 0])
      expect(goLiveReport(input({ config: withPrice(wrong) })).refusals).toEqual([
        expect.objectContaining({ field: 'firm.emergencyLine.pricePerMinute', value: String(wrong) }),
      ]);
    expect(goLiveReport(input({ config: withPrice(1.5) })).refusals).toEqual([]);
  });

  it('refuses unconfirmed claims, naming each', () => {
    const config = {
      ...realConfig,
      firmClaims: { ...realConfig.firmClaims, professionals: { value: '14', confirmed: false } },
    };
    expect(goLiveReport(input({ config })).refusals).toEqual([
      expect.objectContaining({ step: 'claims', field: 'firmClaims.professionals', value: '14' }),
    ]);
  });

  it('refuses the generic rosette as a quality mark, but not a firm without a mark', () => {
    const withMark = { ...realConfig, hasQualityMark: true };
    expect(goLiveReport(input({ config: withMark })).refusals.map((f) => f.field)).toEqual(['quality-certificate.svg']);
    const ownLogo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mark-')), 'quality-certificate.svg');
    fs.writeFileSync(ownLogo, '<svg xmlns="http://www.w3.org/2000/svg"><title>Keurmerk</title></svg>');
    expect(goLiveReport(input({ config: withMark, qualityMarkImage: ownLogo })).refusals).toEqual([]);
  });

  it('refuses samples and sample tariffs in content/', () => {
    const dir = realContent();
    fs.writeFileSync(path.join(dir, 'tarieven.json'), JSON.stringify({ voorbeeld: true }));
    fs.writeFileSync(path.join(dir, 'testimonials.json'), JSON.stringify({ testimonials: [{ id: 1 }] }));
    expect(goLiveReport(input({ contentDir: dir })).refusals.map((f) => f.step)).toEqual(['samples', 'tariffs']);
  });

  it('refuses a build without its public address or reCAPTCHA site key', () => {
    const { refusals } = goLiveReport(input({ buildEnv: {} }));
    expect(refusals.map((f) => [f.step, f.field])).toEqual([
      ['build', 'SITE_URL'],
      ['build', 'GATSBY_RECAPTCHA_SITE_KEY'],
    ]);
  });

  it('checks the server settings file when given, and says it did not when not', () => {
    const { SMTP_URL, ...withoutSmtp } = completeServerEnv;
    void SMTP_URL;
    expect(goLiveReport(input({ serverEnv: withoutSmtp })).refusals).toEqual([
      expect.objectContaining({ step: 'server', field: 'SMTP_URL' }),
    ]);
    const { refusals, warnings } = goLiveReport(input({ serverEnv: null }));
    expect(refusals).toEqual([]);
    expect(warnings).toEqual([expect.objectContaining({ step: 'server', field: 'RELEASE_SERVER_ENV' })]);
  });

  it("refuses a server whose mails would link elsewhere than the site: SITE_URL unset or not the build's", () => {
    const { SITE_URL, ...withoutSiteUrl } = completeServerEnv;
    void SITE_URL;
    expect(goLiveReport(input({ serverEnv: withoutSiteUrl })).refusals).toEqual([
      expect.objectContaining({ step: 'server', field: 'SITE_URL' }),
    ]);
    const elsewhere = { ...completeServerEnv, SITE_URL: 'https://test.syndicus-testlaan.be' };
    expect(goLiveReport(input({ serverEnv: elsewhere })).refusals).toEqual([
      expect.objectContaining({ step: 'server', field: 'SITE_URL', value: 'https://test.syndicus-testlaan.be' }),
    ]);
  });

  it('warns, without refusing, while the cookie dialog opens with every box ticked', () => {
    const config = { ...realConfig, firmSettings: { cookiePreferencesOnByDefault: true } };
    const { refusals, warnings } = goLiveReport(input({ config }));
    expect(refusals).toEqual([]);
    expect(warnings).toEqual([expect.objectContaining({ field: 'firmSettings.cookiePreferencesOnByDefault' })]);
    expect(describeFindings(warnings).join('\n')).toMatch(/Planet49/);
  });

  it('reads a systemd EnvironmentFile', () => {
    expect(parseEnvFile('# instellingen\nSMTP_URL="smtp://x:587"\n  MAIL_TO = info@x.be\n\nLEEG=\n')).toEqual({
      SMTP_URL: 'smtp://x:587',
      MAIL_TO: 'info@x.be',
      LEEG: '',
    });
  });
});
