import { buildApp } from './app';
import { ConfigError, loadServerConfig, retentionPolicyWarning } from './config';

// Whatever the server creates (DATA_DIR and all in it, temporary files) is the service user's alone, also what the
// code does not give a mode of its own.
process.umask(0o077);

async function main(): Promise<void> {
  const config = loadServerConfig(process.env);
  const app = await buildApp(config);
  const retentionWarning = retentionPolicyWarning(config.messages);
  if (retentionWarning) app.log.warn(retentionWarning);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`Site en API beschikbaar op http://${shownHost}:${port}`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // app.close() stops accepting requests, answers those under way and lets e-mail deliveries in flight
    // finish (each is bounded by its own timeout); this deadline only guards against the unforeseen.
    const deadline = setTimeout(() => {
      console.error('Afsluiten duurde te lang; de server stopt nu. Onverstuurde berichten blijven bewaard.');
      process.exit(1);
    }, config.messages.delivery.timeoutMs + 10_000);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Afsluiten mislukt:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuratiefout: ${error.message}` : error);
  process.exit(1);
});
