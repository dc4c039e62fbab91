import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import rateLimits from '../../plugins/rateLimits';
import buildingsRoute from './buildings';
import contactRoute from './contact';
import healthRoute from './health';
import portfolioRoute from './portfolio';
import quoteRoute from './quote';
import { apiErrorHandler } from './replies';
import reportRoute from './report';
import { MULTIPART_OPTIONS } from './report/schema';
import reportStatusChangeRoute from './report-status/change';
import reportStatusLookupRoute from './report-status/lookup';
import contractorAcceptRoute from './contractor-job/accept';
import contractorDeclineRoute from './contractor-job/decline';
import contractorDoneRoute from './contractor-job/done';
import contractorPlanRoute from './contractor-job/plan';
import contractorViewRoute from './contractor-job/view';
import confirmationRoute from './report-confirmation';
import satisfactionRoute from './report-confirmation/satisfaction';
import confirmationViewRoute from './report-confirmation/view';
import sendOnRoute from './report-send-on';
import sendOnViewRoute from './report-send-on/view';
import knownProblemsListRoute from './known-problems';
import followRoute from './known-problems/follow';
import followConfirmRoute from './known-problems/follow/confirm';
import publishRoute from './known-problems/publish';
import unsubscribeRoute from './known-problems/unsubscribe';
import buildingUpdateRoute from './known-problems/update';
import mergeRoute from './report-merge';
import mergeViewRoute from './report-merge/view';

export interface ApiRoutesOptions {
  /** content/portfolio; without it (tests of other routes) /api/portfolio is not registered. */
  portfolioDir?: string;
  /** Whether the messages API's plugins are registered (the store and the rest); without them only health answers. */
  messages: boolean;
}

/**
 * The messages API (forms, reports, look-ups, statuses) in a context of its own: its rate limits, its multipart parser
 * and its error answers hold there, and not for the site's files, /api/health or /api/portfolio.
 */
async function messagesApi(app: FastifyInstance): Promise<void> {
  await app.register(rateLimits, { perMinute: app.messagesConfig.rateLimitPerMinute });
  app.setErrorHandler(apiErrorHandler);
  await app.register(fastifyMultipart, MULTIPART_OPTIONS);
  await app.register(contactRoute);
  await app.register(quoteRoute);
  await app.register(reportRoute);
  await app.register(buildingsRoute);
  await app.register(reportStatusLookupRoute);
  await app.register(reportStatusChangeRoute);
  // The repair loop: staff send a report on, the contractor's page, the resident's answer.
  for (const route of [
    sendOnViewRoute,
    sendOnRoute,
    contractorViewRoute,
    contractorAcceptRoute,
    contractorDeclineRoute,
    contractorPlanRoute,
    contractorDoneRoute,
    confirmationViewRoute,
    confirmationRoute,
    satisfactionRoute,
  ])
    await app.register(route);
  // One defect, one report: the building's known problems, following them, staff's word to the building, merging.
  for (const route of [
    knownProblemsListRoute,
    followRoute,
    followConfirmRoute,
    unsubscribeRoute,
    publishRoute,
    buildingUpdateRoute,
    mergeViewRoute,
    mergeRoute,
  ])
    await app.register(route);
}

/** Every /api/ route, one plugin per URL (server/routes/api/<url>/). */
export default async function apiRoutes(app: FastifyInstance, { portfolioDir, messages }: ApiRoutesOptions) {
  if (portfolioDir) await app.register(portfolioRoute, { portfolioDir });
  if (messages) await app.register(messagesApi);
  await app.register(healthRoute);
}
