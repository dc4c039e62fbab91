import path from 'node:path';
import { firm } from '../src/config/firm';
import { RETENTION_DAYS_DEFAULT } from '../src/config/retention';
import { EMAIL_PATTERN } from '../src/lib/forms/messageFields';
import { siteUrl } from '../src/lib/siteUrl';

/** Everything the server reads from the environment, parsed once at start-up. */
export interface ServerConfig {
  host: string;
  port: number;
  /** The built Gatsby site. */
  publicDir: string;
  /** content/portfolio, which GET /api/portfolio answers from. */
  portfolioDir: string;
  /** When set, pages with a form load Google reCAPTCHA, so the CSP must allow its hosts. */
  recaptchaSiteKey: string | null;
  /** When set, Google Analytics may load after consent, so the CSP must allow its hosts. */
  gaMeasurementId: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Which proxies may say who the visitor is (X-Forwarded-For), for rate limiting per visitor: false (none: the
   * server faces the internet), or the proxy's addresses and ranges. Fastify's `trustProxy`.
   */
  trustProxy: false | string;
  /** How long a client may take: to send a whole request, and to send its next bytes. */
  timeouts: ServerTimeouts;
  /** Contact and quote messages: where they are stored, how they are checked and e-mailed. */
  messages: MessagesConfig;
}

/**
 * Fastify's `requestTimeout` and `connectionTimeout` (both off by default): without them a body that stalls holds its
 * connection, and a large report's slot, for ever.
 */
export interface ServerTimeouts {
  /**
   * The whole request, body included (REQUEST_TIMEOUT_SECONDS): a report of five photos at the limit (~100 MB) from a
   * phone on a slow mobile link (~1 Mbit/s up) needs about 14 minutes.
   */
  requestMs: number;
  /** Silence on the connection, in either direction: a live link, even a poor one, is not quiet this long. */
  idleMs: number;
}

export const SERVER_TIMEOUT_DEFAULTS: ServerTimeouts = { requestMs: 900_000, idleMs: 60_000 };

export interface MessagesConfig {
  /** Folder of the SQLite database that holds every accepted message, and of the reports' photos. */
  dataDir: string;
  /**
   * content/meldingen: the buildings residents report from (gebouwen.json) and the writers' words of the
   * acknowledgement e-mails (bevestiging.json). Read again when the file changes, so a CMS edit needs no restart.
   */
  reportContentDir: string;
  /**
   * Send every sender an acknowledgement with the reference (SEND_ACKNOWLEDGEMENTS, default on). Off: only the
   * firm's e-mail is sent; the visitor still sees the reference on the thank-you page.
   */
  acknowledge: boolean;
  /** The site's public origin (SITE_URL, as the build has it): the links in e-mails point there. */
  siteUrl: string;
  /**
   * The key the status links in the firm's e-mails are signed with (STATUS_LINK_SECRET); null: the server generates
   * one on first start and keeps it in DATA_DIR.
   */
  statusLinkSecret: string | null;
  /** smtp(s)://user:pass@host:port; null = messages are only stored (see `npm run messages`). */
  smtpUrl: string | null;
  mailFrom: string;
  mailTo: string;
  rateLimitPerMinute: number;
  /**
   * Delivered contact and quote messages are deleted this many days after delivery; undelivered and refused ones
   * never are (a refused one waits for the staff: npm run messages -- --delete). A report (its mails, photos and
   * status history) is deleted this many days after it was closed, and kept as long as it is open. npm run backup
   * prunes backups older than this. Default: src/config/retention.ts, the figure the privacy policy states (see
   * retentionPolicyWarning).
   */
  retentionDays: number;
  /** Once a message has waited this long without reaching the mailbox, /api/health answers 503 and it is logged. */
  outboxAlertAfterSeconds: number;
  recaptcha: {
    /** When set, every message needs a valid reCAPTCHA v3 token. */
    secretKey: string | null;
    verifyUrl: string;
    minScore: number;
    /** When not empty, the token must have been issued on one of these hosts. */
    hostnames: string[];
    timeoutMs: number;
  };
  delivery: {
    /** First retry after a failed delivery; doubles per attempt up to `retryMaxMs`. */
    retryBaseMs: number;
    /** Longest wait between two attempts; the brief requires an undelivered message be retried at least every 30 s. */
    retryMaxMs: number;
    /** nodemailer's connection, greeting and socket timeouts. */
    smtpTimeoutMs: number;
    /** Longest one delivery may take in all. */
    timeoutMs: number;
    /** Deliveries running at once. */
    concurrency: number;
  };
}

export const GOOGLE_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const MAX_RETRY_INTERVAL_MS = 30_000;

const LOG_LEVELS: readonly ServerConfig['logLevel'][] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {}

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const PROXY_ADDRESS = /^[0-9a-f:.]+(\/\d{1,3})?$/i;
const INSTEAD =
  "Geef het adres van de proxy, bv. TRUST_PROXY=127.0.0.1 voor een proxy op dezelfde machine, of zijn bereik (bv. 10.0.0.0/8; meerdere met komma's).";

/**
 * Only the proxy's own addresses or ranges. `true` trusts every address in X-Forwarded-For, so behind a proxy that
 * appends to it each visitor would choose their own address by sending the header; a hop count Fastify no longer
 * honours (it trusts no proxy then, so every visitor shares the proxy's limit).
 */
function trustProxy(raw: string | undefined): false | string {
  const value = optional(raw);
  if (value === null || value === 'false') return false;
  if (value === 'true')
    throw new ConfigError(
      `TRUST_PROXY=true wordt niet aanvaard: de server zou dan elk adres in X-Forwarded-For geloven, ook het adres dat een bezoeker zelf vooraan zet (de proxy voegt het echte achteraan toe), zodat elke aanvraag haar eigen adres kiest en geen enkele limiet per bezoeker nog werkt. ${INSTEAD}`,
    );
  if (/^\d+$/.test(value))
    throw new ConfigError(
      `TRUST_PROXY=${value} (een aantal proxy's) wordt niet aanvaard: Fastify vertrouwt dan geen enkele proxy, zodat alle bezoekers samen één limiet delen. ${INSTEAD}`,
    );
  const addresses = value.split(',').map((a) => a.trim());
  if (addresses.every((a) => PROXY_ADDRESS.test(a))) return addresses.join(',');
  throw new ConfigError(`TRUST_PROXY moet leeg zijn of een lijst van IP-adressen/CIDR's, niet "${value}". ${INSTEAD}`);
}

export function loadServerConfig(env: NodeJS.ProcessEnv, projectRoot = path.resolve(__dirname, '..')): ServerConfig {
  const port = Number(env.PORT ?? '9000');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT moet een geheel getal tussen 0 en 65535 zijn, niet "${env.PORT}".`);
  }
  const logLevel = (env.LOG_LEVEL ?? 'warn') as ServerConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL moet een van ${LOG_LEVELS.join(', ')} zijn, niet "${env.LOG_LEVEL}".`);
  }
  return {
    host: optional(env.HOST) ?? '127.0.0.1',
    port,
    publicDir: path.resolve(projectRoot, optional(env.PUBLIC_DIR) ?? 'public'),
    portfolioDir: path.resolve(projectRoot, optional(env.PORTFOLIO_DIR) ?? 'content/portfolio'),
    recaptchaSiteKey: optional(env.GATSBY_RECAPTCHA_SITE_KEY),
    gaMeasurementId: optional(env.GATSBY_GA_MEASUREMENT_ID),
    logLevel,
    trustProxy: trustProxy(env.TRUST_PROXY),
    timeouts: {
      ...SERVER_TIMEOUT_DEFAULTS,
      requestMs:
        number(env, 'REQUEST_TIMEOUT_SECONDS', SERVER_TIMEOUT_DEFAULTS.requestMs / 1000, {
          min: 10,
          max: 3600,
          integer: true,
        }) * 1000,
    },
    messages: loadMessagesConfig(env, projectRoot),
  };
}

function number(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  { min, max, integer }: { min: number; max: number; integer: boolean },
): number {
  const raw = optional(env[name]);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    const kind = integer ? 'een geheel getal' : 'een getal';
    throw new ConfigError(`${name} moet ${kind} tussen ${min} en ${max} zijn, niet "${env[name]}".`);
  }
  return value;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = optional(env[name])?.toLowerCase();
  if (value === undefined || value === null) return fallback;
  if (['1', 'true', 'ja', 'aan'].includes(value)) return true;
  if (['0', 'false', 'nee', 'uit'].includes(value)) return false;
  throw new ConfigError(`${name} moet true of false zijn, niet "${env[name]}".`);
}

function emailAddress(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = optional(env[name]) ?? fallback;
  if (!EMAIL_PATTERN.test(value)) throw new ConfigError(`${name} moet een e-mailadres zijn, niet "${value}".`);
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: readonly string[]): string | null {
  const value = optional(env[name]);
  if (value === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is geen geldige URL.`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} moet beginnen met ${protocols.map((p) => `${p}//`).join(' of ')}.`);
  }
  return value;
}

const MIN_SECRET_LENGTH = 32;

function statusLinkSecret(env: NodeJS.ProcessEnv): string | null {
  const value = optional(env.STATUS_LINK_SECRET);
  if (value !== null && value.length < MIN_SECRET_LENGTH)
    throw new ConfigError(
      `STATUS_LINK_SECRET moet minstens ${MIN_SECRET_LENGTH} tekens lang zijn (bv. de uitvoer van openssl rand -hex 32).`,
    );
  return value;
}

function siteOrigin(env: NodeJS.ProcessEnv): string {
  try {
    return siteUrl(env.SITE_URL);
  } catch {
    throw new ConfigError(`SITE_URL is geen geldige URL: "${env.SITE_URL}".`);
  }
}

export function loadMessagesConfig(
  env: NodeJS.ProcessEnv,
  projectRoot = path.resolve(__dirname, '..'),
): MessagesConfig {
  const mailTo = emailAddress(env, 'MAIL_TO', firm.email);
  return {
    dataDir: path.resolve(projectRoot, optional(env.DATA_DIR) ?? 'data'),
    reportContentDir: path.resolve(projectRoot, optional(env.REPORT_CONTENT_DIR) ?? 'content/meldingen'),
    acknowledge: onOff(env, 'SEND_ACKNOWLEDGEMENTS', true),
    siteUrl: siteOrigin(env),
    statusLinkSecret: statusLinkSecret(env),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: emailAddress(env, 'MAIL_FROM', mailTo),
    mailTo,
    rateLimitPerMinute: number(env, 'RATE_LIMIT_PER_MINUTE', 10, { min: 1, max: 100_000, integer: true }),
    retentionDays: number(env, 'RETENTION_DAYS', RETENTION_DAYS_DEFAULT, { min: 1, max: 3650, integer: true }),
    outboxAlertAfterSeconds: number(env, 'OUTBOX_ALERT_AFTER_SECONDS', 3600, {
      min: 1,
      max: 30 * 24 * 3600,
      integer: true,
    }),
    recaptcha: {
      secretKey: optional(env.RECAPTCHA_SECRET_KEY),
      verifyUrl: url(env, 'RECAPTCHA_VERIFY_URL', ['https:', 'http:']) ?? GOOGLE_RECAPTCHA_VERIFY_URL,
      minScore: number(env, 'RECAPTCHA_MIN_SCORE', 0.5, { min: 0, max: 1, integer: false }),
      hostnames: (optional(env.RECAPTCHA_HOSTNAMES) ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      timeoutMs: 10_000,
    },
    delivery: {
      retryBaseMs: 2_000,
      retryMaxMs: MAX_RETRY_INTERVAL_MS,
      smtpTimeoutMs: 15_000,
      timeoutMs: 60_000,
      concurrency: 4,
    },
  };
}

/**
 * The privacy policy states the retention of src/config/retention.ts; a RETENTION_DAYS that differs makes the
 * server do something else than the published policy says, so the server says so once at start.
 */
export function retentionPolicyWarning({ retentionDays }: Pick<MessagesConfig, 'retentionDays'>): string | null {
  if (retentionDays === RETENTION_DAYS_DEFAULT) return null;
  return (
    `RETENTION_DAYS is ${retentionDays}, maar het privacybeleid noemt ${RETENTION_DAYS_DEFAULT} dagen ` +
    '(src/config/retention.ts): pas dat bestand aan en bouw de site opnieuw, of laat RETENTION_DAYS weg.'
  );
}
