/**
 * The go-live check of `npm run release`: everything docs/going-live.md asks the firm to do, checked, and what
 * is missing named in Dutch with where to fix it. Refusals stop a release (unless RELEASE_ALLOW_PLACEHOLDERS=1, for a
 * test site); warnings are decisions the firm may keep, said out loud. Reads the config it is given, content/ and the
 * files named; no other I/O, so the tests run it on fixtures.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { placeholderStrings, siteUrlProblems, strings, type PlaceholderFact } from './placeholderFacts';
import { findPlaceholderTariffs } from './placeholderTariffs';
import { findSampleContent } from './sampleContent';
import { SHIPPED_PLACEHOLDER_VALUES, SHIPPED_QUALITY_MARK_IMAGE_SHA256 } from './shippedPlaceholders';
import { emergencyPriceText, PAID_LINE_CEILING_PER_MINUTE } from '../../src/lib/emergency/emergencyLine';

/** The steps of docs/going-live.md, in its order. */
export const GO_LIVE_STEPS = {
  facts: '1. Gegevens van het kantoor (src/config/firm.ts)',
  claims: '2. Cijfers en beweringen bevestigen (firmClaims in src/config/firm.ts)',
  samples: '3. Voorbeelden vervangen door echte, met toestemming (content/)',
  tariffs: '4. Tarieven (content/tarieven.json)',
  build: '5. Bouwvariabelen (SITE_URL, GATSBY_RECAPTCHA_SITE_KEY; in de workflow: Variables)',
  server: '6. Instellingen van de server (/etc/syndic-site.env: SMTP, reCAPTCHA, proxy)',
  decisions: '7. Keuzes van het kantoor',
} as const;

export type GoLiveStep = keyof typeof GO_LIVE_STEPS;

export interface GoLiveFinding extends PlaceholderFact {
  step: GoLiveStep;
}

export interface GoLiveReport {
  /** What stops a release. */
  refusals: GoLiveFinding[];
  /** What the firm may keep, but should know. */
  warnings: GoLiveFinding[];
}

/** The parts of src/config/firm.ts the check reads. */
export interface FirmConfigUnderCheck {
  firm: unknown;
  officeFacts: unknown;
  firmClaims: Record<string, { confirmed: boolean; value?: unknown; [field: string]: unknown }>;
  firmSettings: { cookiePreferencesOnByDefault: boolean };
  /** Whether the firm shows a quality mark (`firm.qualityMark` is not null). */
  hasQualityMark: boolean;
}

export interface GoLiveInput {
  config: FirmConfigUnderCheck;
  contentDir: string;
  /** The quality mark's image, shown while the firm shows a mark. */
  qualityMarkImage: string;
  /** The environment of the build (SITE_URL, GATSBY_*). */
  buildEnv: NodeJS.ProcessEnv;
  /** The server's settings, read from the file RELEASE_SERVER_ENV names; null when none was given. */
  serverEnv: Record<string, string> | null;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

function shippedValues(config: Pick<FirmConfigUnderCheck, 'firm' | 'officeFacts'>): PlaceholderFact[] {
  const found: PlaceholderFact[] = [];
  for (const [field, value] of [...strings(config.firm, 'firm'), ...strings(config.officeFacts, 'officeFacts')]) {
    const shipped = SHIPPED_PLACEHOLDER_VALUES.find((entry) => normalise(entry.value) === normalise(value));
    if (shipped) found.push({ field, value, reason: `nog ${shipped.what}: vul het gegeven van het kantoor in` });
  }
  return found;
}

function qualityMarkImage(input: GoLiveInput): PlaceholderFact[] {
  if (!input.config.hasQualityMark || !fs.existsSync(input.qualityMarkImage)) return [];
  const hash = crypto.createHash('sha256').update(fs.readFileSync(input.qualityMarkImage)).digest('hex');
  if (hash !== SHIPPED_QUALITY_MARK_IMAGE_SHA256) return [];
  return [
    {
      field: path.basename(input.qualityMarkImage),
      value: 'algemene rozet',
      reason:
        'het beeld van het keurmerk is nog de algemene rozet: vervang het door het logo van uw keurmerk, of zet firm.qualityMark op null',
    },
  ];
}

/**
 * The paid line's price per minute: the firm's own, not yet filled in (the site then shows the legal ceiling of a 0903
 * number), or one the law does not allow.
 */
export function emergencyPriceProblems(firm: unknown): PlaceholderFact[] {
  const line = (firm as { emergencyLine?: { pricePerMinute?: unknown } } | null)?.emergencyLine;
  if (!line) return [];
  const field = 'firm.emergencyLine.pricePerMinute';
  const price = line.pricePerMinute;
  if (typeof price !== 'number')
    return [
      {
        field,
        value: '(niet ingevuld)',
        reason: `de prijs per minuut van het noodnummer ontbreekt: de site toont intussen het wettelijke maximum ('${emergencyPriceText(null)}'). Vul de prijs in die de operator van het nummer aanrekent, in euro met btw (bv. 0.75)`,
      },
    ];
  if (!(price > 0) || price > PAID_LINE_CEILING_PER_MINUTE)
    return [
      {
        field,
        value: String(price),
        reason: `een 0903-nummer kost meer dan 0 en hoogstens ${emergencyPriceText(null).replace('hoogstens ', '')}: vul de prijs per minuut van de operator in, in euro met btw`,
      },
    ];
  return [];
}

/**
 * Facts in the config that are still placeholders: patterns ('Voorbeeld', zeros, brackets), shipped values, and the
 * paid line without its own price.
 */
export function placeholderFirmFacts(config: Pick<FirmConfigUnderCheck, 'firm' | 'officeFacts'>): PlaceholderFact[] {
  return [
    ...placeholderStrings(config.firm, 'firm'),
    ...placeholderStrings(config.officeFacts, 'officeFacts'),
    ...shippedValues(config),
    ...emergencyPriceProblems(config.firm),
  ];
}

export function unconfirmedClaims(claims: FirmConfigUnderCheck['firmClaims']): PlaceholderFact[] {
  return Object.entries(claims)
    .filter(([, claim]) => !claim.confirmed)
    .map(([name, claim]) => ({
      field: `firmClaims.${name}`,
      value: String(claim.value ?? claim.recommendRate ?? ''),
      reason:
        'niet bevestigd: kijk het cijfer na, pas het aan en zet confirmed: true (of schrap de bewering uit content/)',
    }));
}

const REQUIRED_SERVER_SETTINGS: ReadonlyArray<{ name: string; why: string }> = [
  { name: 'SMTP_URL', why: 'zonder SMTP-server bereikt geen bericht of melding een mens' },
  { name: 'MAIL_TO', why: 'wie de berichten ontvangt' },
  { name: 'MAIL_FROM', why: 'de afzender die de SMTP-server aanvaardt' },
  { name: 'RECAPTCHA_SECRET_KEY', why: 'zonder de geheime sleutel controleert de server geen reCAPTCHA-token' },
  { name: 'RECAPTCHA_HOSTNAMES', why: 'een token moet voor de eigen site gelden' },
  { name: 'TRUST_PROXY', why: 'achter de TLS-proxy telt de berichtenlimiet anders per proxy, niet per bezoeker' },
];

function buildSettings(env: NodeJS.ProcessEnv): PlaceholderFact[] {
  const found = siteUrlProblems(env.SITE_URL);
  if (!env.GATSBY_RECAPTCHA_SITE_KEY?.trim())
    found.push({
      field: 'GATSBY_RECAPTCHA_SITE_KEY',
      value: '(niet gezet)',
      reason: 'de formulieren hebben de botcontrole van de specificatie nodig: de reCAPTCHA v3-sitesleutel',
    });
  return found;
}

/** The links in the server's mails (status, repair loop, follow) are built from its own SITE_URL: it must be the build's. */
function serverSiteUrl(serverEnv: Record<string, string>, buildEnv: NodeJS.ProcessEnv): PlaceholderFact[] {
  const server = serverEnv.SITE_URL?.trim();
  if (!server)
    return [
      {
        field: 'SITE_URL',
        value: '(niet gezet)',
        reason: 'de links in de e-mails van de server wijzen anders naar 127.0.0.1',
      },
    ];
  const build = buildEnv.SITE_URL?.trim();
  if (build && server.replace(/\/+$/, '') !== build.replace(/\/+$/, ''))
    return [
      {
        field: 'SITE_URL',
        value: server,
        reason: `niet het adres waarmee de site gebouwd werd (${build}): de links in de e-mails wijzen naar een andere site`,
      },
    ];
  return [];
}

function serverSettings(serverEnv: Record<string, string>, buildEnv: NodeJS.ProcessEnv): PlaceholderFact[] {
  const missing = REQUIRED_SERVER_SETTINGS.filter(({ name }) => !serverEnv[name]?.trim()).map(({ name, why }) => ({
    field: name,
    value: '(niet gezet)',
    reason: why,
  }));
  return [...missing, ...serverSiteUrl(serverEnv, buildEnv)];
}

const tagged = (step: GoLiveStep, facts: PlaceholderFact[]): GoLiveFinding[] => facts.map((f) => ({ ...f, step }));

export function goLiveReport(input: GoLiveInput): GoLiveReport {
  const { config, contentDir } = input;
  const refusals = [
    ...tagged('facts', [...placeholderFirmFacts(config), ...qualityMarkImage(input)]),
    ...tagged('claims', unconfirmedClaims(config.firmClaims)),
    ...tagged('samples', findSampleContent(contentDir)),
    ...tagged('tariffs', findPlaceholderTariffs(contentDir)),
    ...tagged('build', buildSettings(input.buildEnv)),
    ...tagged('server', input.serverEnv ? serverSettings(input.serverEnv, input.buildEnv) : []),
  ];
  const warnings: GoLiveFinding[] = [];
  if (!input.serverEnv)
    warnings.push({
      step: 'server',
      field: 'RELEASE_SERVER_ENV',
      value: '(niet gezet)',
      reason: `niet gecontroleerd: zet RELEASE_SERVER_ENV op het instellingenbestand van de server, dan controleert de release ${[...REQUIRED_SERVER_SETTINGS.map((s) => s.name), 'SITE_URL'].join(', ')}`,
    });
  if (config.firmSettings.cookiePreferencesOnByDefault)
    warnings.push({
      step: 'decisions',
      field: 'firmSettings.cookiePreferencesOnByDefault',
      value: 'true',
      reason:
        'het cookievenster opent met functionele en analytische cookies aan, zoals de specificatie vraagt; de GBA en het Hof van Justitie (Planet49) aanvaarden een vooraf aangevinkt vakje niet als toestemming. Zet het op false, of houd het zo als bewuste keuze',
    });
  return { refusals, warnings };
}

/** A server settings file (KEY=value lines, # comments, optional quotes), as systemd's EnvironmentFile reads it. */
export function parseEnvFile(text: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    settings[match[1]] = match[2].trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return settings;
}

/** The report as lines for the terminal, grouped by step. */
export function describeFindings(findings: GoLiveFinding[]): string[] {
  const lines: string[] = [];
  for (const step of Object.keys(GO_LIVE_STEPS) as GoLiveStep[]) {
    const inStep = findings.filter((finding) => finding.step === step);
    if (!inStep.length) continue;
    lines.push(GO_LIVE_STEPS[step]);
    for (const { field, value, reason } of inStep) lines.push(`  - ${field} = "${value}": ${reason}`);
  }
  return lines;
}
