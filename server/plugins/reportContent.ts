import fp from 'fastify-plugin';
import { ReportContent } from '../reports/reportContent';

declare module 'fastify' {
  interface FastifyInstance {
    /** content/meldingen: the buildings, the acknowledgement texts and the statuses' words. */
    reportContent: ReportContent;
  }
}

/** content/meldingen as the server reads it; a missing or broken file stops the start-up. */
export default fp<{ dir: string }>(
  async (app, { dir }) => {
    app.decorate('reportContent', new ReportContent(dir));
  },
  { name: 'report-content' },
);
