import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { apiErrorMessages } from '../../src/lib/uiText/dutchMessages';
import { SnapshotRateLimitStore } from '../security/rateLimitStore';

/** Route options that give a route a budget per address of its own. */
export interface LookupRouteOptions {
  config: { rateLimit: { max: number; timeWindow: string } };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The route options of a look-up (a building, a report's status, a status link): a budget per address of its own,
     * as large as the forms' shared one, so that a resident who checks a status a few times can still send a report.
     */
    lookupRoute: LookupRouteOptions;
  }
}

/**
 * The messages API's rate limits, registered inside its own context (this plugin does not encapsulate, so it limits
 * the context that registers it, never the site's files): one budget per address for every form together ('global'
 * within that context), and `lookupRoute`, since @fastify/rate-limit counts a route with options of its own in a store
 * of its own.
 */
export default fp<{ perMinute: number }>(
  async (app, { perMinute }) => {
    app.decorate('lookupRoute', { config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } } });
    await app.register(fastifyRateLimit, {
      global: true,
      max: perMinute,
      timeWindow: '1 minute',
      store: SnapshotRateLimitStore,
      errorResponseBuilder: () => Object.assign(new Error(apiErrorMessages.rateLimited), { statusCode: 429 }),
    });
  },
  { name: 'rate-limits' },
);
