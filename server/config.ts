import path from 'node:path';

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
}

const LOG_LEVELS: readonly ServerConfig['logLevel'][] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {}

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
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
  };
}
