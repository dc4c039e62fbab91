import fp from 'fastify-plugin';
import { DuplicateMerge } from '../knownProblems/duplicateMerge';
import { KnownProblems } from '../knownProblems/knownProblems';
import { ProblemKeys } from '../knownProblems/problemKeys';
import { ProblemLinks } from '../knownProblems/problemLinks';
import type { ReportStatus } from '../../src/lib/reports/reportStatus';
import { statusLinkKey } from '../reports/statusLinks';

declare module 'fastify' {
  interface FastifyInstance {
    /** One defect, one report: known problems, their followers, staff's word to the building. */
    knownProblems: KnownProblems;
    /** Staff merge a duplicate into the report it repeats. */
    duplicateMerge: DuplicateMerge;
    /** Their links as the mails carry them. */
    problemLinks: ProblemLinks;
  }
}

/** The known problems' services on the app; the unconfirmed requests go once their link expired (the outbox's purge). */
export default fp(
  async (app) => {
    const { store, reportContent, messagesConfig: config } = app;
    // The same key as the status links; each kind of key signs its own purpose.
    const keys = new ProblemKeys(statusLinkKey(config.dataDir, config.statusLinkSecret));
    const deps = {
      store,
      keys,
      statusLabel: (status: ReportStatus) => reportContent.status(status).label,
      notifyReporter: config.acknowledge,
      mailQueued: () => app.outbox?.notify(),
    };
    app.decorate('knownProblems', new KnownProblems(deps));
    app.decorate('duplicateMerge', new DuplicateMerge(deps));
    app.decorate('problemLinks', new ProblemLinks(keys, store.reports, config.siteUrl));
  },
  { name: 'known-problems', dependencies: ['store', 'report-content'] },
);
