import path from 'node:path';
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
    });
  });

  it('reads the environment', () => {
    const config = loadServerConfig({ HOST: '0.0.0.0', PORT: '8080', GATSBY_RECAPTCHA_SITE_KEY: ' key ', PUBLIC_DIR: '/x', PORTFOLIO_DIR: 'fixtures/portfolio' }, '/srv');
    expect(config.host).toBe('0.0.0.0');
    expect(config.port).toBe(8080);
    expect(config.recaptchaSiteKey).toBe('key');
    expect(config.publicDir).toBe('/x');
    expect(config.portfolioDir).toBe(path.resolve('/srv/fixtures/portfolio'));
  });

  it('rejects a bad port or log level with a clear message', () => {
    expect(() => loadServerConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadServerConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
