import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { SERVER_TIMEOUT_DEFAULTS, type ServerConfig } from './config';
import botChecks from './plugins/botChecks';
import knownProblems from './plugins/knownProblems';
import outbox from './plugins/outbox';
import photos from './plugins/photos';
import repairLoop from './plugins/repairLoop';
import reportContent from './plugins/reportContent';
import statusLinks from './plugins/statusLinks';
import store from './plugins/store';
import apiRoutes from './routes/api';
import { cmsCspDirectives, cspDirectives, PERMISSIONS_POLICY, serializeCsp } from './security/contentSecurityPolicy';
import { ADMIN_PATH } from '../src/lib/cms/localCms';
import { thirdPartiesOfBuild } from './site/buildThirdParties';
import { serializeRequest } from './security/requestLog';
import { InlineScriptHashCache } from './site/htmlSecurity';
import { cacheControlFor, resolveSitePath, REVALIDATE } from './site/resolveSitePath';

export type AppOptions = Pick<ServerConfig, 'publicDir' | 'recaptchaSiteKey' | 'gaMeasurementId'> &
  // Without portfolioDir or messages (tests of other routes) those API routes are not registered.
  Partial<Pick<ServerConfig, 'logLevel' | 'portfolioDir' | 'messages' | 'trustProxy' | 'timeouts'>> & {
    /** The server's clock for the repair loop's steps and reminders; tests move it. */
    clock?: () => number;
  };

const NOT_FOUND_PAGE = '404.html';

/** Node checks the request timeout this often: a tenth of it, at most every 30 s (Node's own interval). */
const timeoutCheckInterval = (requestMs: number) => Math.min(30_000, Math.max(100, Math.floor(requestMs / 10)));

/** The production server: the built site, its security headers, and the API. No port: tests use `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { requestMs, idleMs } = options.timeouts ?? SERVER_TIMEOUT_DEFAULTS;
  const app = Fastify({
    // A key in a query (the one-click unsubscribe URL) is kept out of the request lines.
    logger: { level: options.logLevel ?? 'warn', serializers: { req: serializeRequest } },
    connectionTimeout: idleMs,
    requestTimeout: requestMs,
    // Also given to http.createServer: Node 20 ignores a request timeout set on the server after it was created, which
    // is all Fastify's own option does.
    http: { requestTimeout: requestMs, connectionsCheckingInterval: timeoutCheckInterval(requestMs) },
    // Only a configured proxy may name the visitor: otherwise anyone could dodge the rate limit with X-Forwarded-For.
    trustProxy: options.trustProxy ?? false,
    // A URL that cannot even be decoded is just another unknown path for a visitor.
    frameworkErrors: (error, request, reply) => {
      const plainReply = reply as unknown as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL' && !request.url.startsWith('/api/')) return sendNotFoundPage(plainReply);
      void plainReply.code(400).send({ error: 'bad_request', message: 'Ongeldige aanvraag.' });
    },
  });
  const publicDir = path.resolve(options.publicDir);
  const thirdParties = thirdPartiesOfBuild(
    publicDir,
    { recaptchaSiteKey: options.recaptchaSiteKey, gaMeasurementId: options.gaMeasurementId },
    app.log,
  );
  const cspOptions = { recaptcha: !!thirdParties.recaptchaSiteKey, analytics: !!thirdParties.gaMeasurementId };
  const hashCache = new InlineScriptHashCache();

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(cspOptions) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: publicDir,
    // The build writes .br and .gz copies of its pages, page data and bundles (gatsby/precompressSite.ts), sent as they
    // are; what has none (the API's JSON, the CMS) is compressed here, per request.
    preCompressed: true,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  const cmsCsp = serializeCsp(cmsCspDirectives({ localBackend: process.env.NODE_ENV !== 'production' }));

  /** Sends a file of the site; HTML gets a CSP that allows exactly its own inline scripts. */
  const sendSiteFile = (reply: FastifyReply, relativePath: string, status = 200) => {
    reply.code(status).header('cache-control', cacheControlFor(relativePath));
    if (relativePath.startsWith(ADMIN_PATH.slice(1))) {
      // The CMS: its own policy on every file (a CSP header only counts on documents, but no file may slip out).
      reply.header('content-security-policy', cmsCsp).header('x-robots-tag', 'noindex');
    } else if (relativePath.endsWith('.html')) {
      const scriptHashes = hashCache.hashesFor(path.join(publicDir, relativePath));
      reply.header('content-security-policy', serializeCsp(cspDirectives({ ...cspOptions, scriptHashes })));
    }
    return reply.sendFile(relativePath);
  };

  /** The 404 page is read rather than streamed, so it also works where a request never reached a route. */
  const sendNotFoundPage = (reply: FastifyReply) => {
    reply.code(404).header('cache-control', REVALIDATE);
    const file = path.join(publicDir, NOT_FOUND_PAGE);
    let html: Buffer;
    try {
      html = fs.readFileSync(file);
    } catch {
      return reply.type('text/plain; charset=utf-8').send('Pagina niet gevonden');
    }
    reply.header(
      'content-security-policy',
      serializeCsp(cspDirectives({ ...cspOptions, scriptHashes: hashCache.hashesFor(file) })),
    );
    return reply.type('text/html; charset=utf-8').send(html);
  };

  // What the messages API shares (contact, quote, reports), decorated on the app; without its configuration (tests of
  // the site alone) none of it is there.
  const messages = options.messages;
  if (messages) {
    await app.register(store, { config: messages, clock: options.clock });
    await app.register(photos);
    await app.register(reportContent, { dir: messages.reportContentDir });
    await app.register(knownProblems);
    await app.register(statusLinks);
    await app.register(repairLoop);
    await app.register(outbox);
    await app.register(botChecks, { recaptcha: messages.recaptcha });
  }
  await app.register(apiRoutes, { portfolioDir: options.portfolioDir, messages: !!messages });

  app.route({
    method: 'GET',
    url: '/*',
    handler: async (request, reply) => {
      const url = new URL(request.url, 'http://site.invalid');
      if (url.pathname.startsWith('/api/')) return sendApiNotFound(reply);
      const resolved = resolveSitePath(publicDir, url.pathname, url.search);
      switch (resolved.kind) {
        case 'file':
          return sendSiteFile(reply, resolved.relativePath);
        case 'redirect':
          return reply.redirect(resolved.location, 301);
        case 'not-found':
          return sendNotFoundPage(reply);
      }
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return sendApiNotFound(reply);
    return sendNotFoundPage(reply);
  });

  return app;
}

function sendApiNotFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ error: 'not_found', message: 'Onbekend API-adres.' });
}
