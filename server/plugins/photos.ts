import fp from 'fastify-plugin';
import { PhotoFolder } from '../reports/photoFolder';

declare module 'fastify' {
  interface FastifyInstance {
    /** The photo files of reports, beside the database. */
    photos: PhotoFolder;
  }
}

/** The photo folder, swept at start-up before any request. */
export default fp(
  async (app) => {
    const photos = new PhotoFolder(app.messagesConfig.dataDir);
    // One server per database: what an earlier process left half-written, or wrote but never committed, goes.
    const swept = photos.sweep(app.store.photos.photoFiles());
    if (swept.incoming || swept.orphans) app.log.warn(swept, 'photo files of unfinished uploads deleted');
    app.decorate('photos', photos);
  },
  { name: 'photos', dependencies: ['store'] },
);
