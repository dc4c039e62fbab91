import fp from 'fastify-plugin';
import { OPEN_REPORT_FLAG_DAYS } from '../../src/lib/reports/reportStatus';
import { ReportTracking } from '../reports/reportTracking';
import { StatusLinks, statusLinkKey } from '../reports/statusLinks';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed links of reports: the staff's status buttons, the resident's private status page. */
    statusLinks: StatusLinks;
    /** A report's status as the mails and the status pages show it. */
    tracking: ReportTracking;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reports' statuses: the links' key, what may be shown of a report, and at start-up the reports open too long. */
export default fp(
  async (app) => {
    const config = app.messagesConfig;
    const statusLinks = new StatusLinks(statusLinkKey(config.dataDir, config.statusLinkSecret), (reference) =>
      app.store.reports.linkNonce(reference),
    );
    app.decorate('statusLinks', statusLinks);
    app.decorate(
      'tracking',
      new ReportTracking(app.store.reports, app.reportContent, statusLinks, config.siteUrl, (reference) =>
        app.knownProblems.staffView(reference),
      ),
    );

    app.addHook('onReady', async () => {
      const openTooLong = app.store.reports.openReportsReceivedBefore(Date.now() - OPEN_REPORT_FLAG_DAYS * DAY_MS);
      if (openTooLong.length)
        app.log.warn(
          { references: openTooLong.map((r) => r.reference) },
          `reports open for more than ${OPEN_REPORT_FLAG_DAYS} days (npm run messages)`,
        );
    });
  },
  { name: 'status-links', dependencies: ['store', 'report-content', 'known-problems'] },
);
