import path from 'node:path';
import fp from 'fastify-plugin';
import type { MessagesConfig } from '../config';
import { DATABASE_FILE, openStore, type Store } from '../store';
import { preparePrivateDataDir } from '../store/dataDirectory';

declare module 'fastify' {
  interface FastifyInstance {
    /** The message database in DATA_DIR. */
    store: Store;
    /** How messages are stored, checked and e-mailed. */
    messagesConfig: MessagesConfig;
    /** The server's clock: what the outbox and the repair loop date their steps by (tests move it). */
    clock: () => number;
  }
}

/** The message database and the messages' configuration, for every plugin and route of the messages API. */
export default fp<{ config: MessagesConfig; clock?: () => number }>(
  async (app, { config, clock = Date.now }) => {
    preparePrivateDataDir(config.dataDir);
    const store = openStore(path.join(config.dataDir, DATABASE_FILE));
    app.decorate('messagesConfig', config);
    app.decorate('store', store);
    app.decorate('clock', clock);
    // onClose hooks run last-registered first: the outbox has finished its deliveries before the database closes.
    app.addHook('onClose', async () => store.close());
  },
  { name: 'store' },
);
