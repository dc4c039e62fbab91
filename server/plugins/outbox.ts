import fp from 'fastify-plugin';
import type { StoredReport } from '../../src/lib/forms/messageKinds';
import { createMessageDelivery } from '../mail/deliverMessage';
import { createSmtpTransport } from '../mail/smtpTransport';
import { MessageOutbox } from '../outbox/messageOutbox';
import { OutboxMonitor, type OutboxHealth } from '../outbox/outboxMonitor';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tell it a message was stored; null without SMTP_URL: messages are then only stored. */
    outbox: MessageOutbox | null;
    /** What /api/health reports of the messages not e-mailed yet. */
    outboxHealth(): OutboxHealth;
  }
}

/**
 * The outbox that e-mails every stored message (when SMTP_URL is set) and the monitor that raises the alarm when one
 * waits too long. Both start once the server is ready; on close the outbox finishes what it is sending.
 */
export default fp(
  async (app) => {
    const {
      store,
      photos,
      reportContent,
      tracking,
      repairLoop,
      knownProblems,
      problemLinks,
      messagesConfig: config,
    } = app;
    const monitor = new OutboxMonitor(store.outbox, config.outboxAlertAfterSeconds, app.log);
    const transport = config.smtpUrl ? createSmtpTransport(config) : null;
    const delivery =
      transport &&
      createMessageDelivery(config, transport, {
        photosOf: (reference) =>
          store.photos.photosOf(reference).map((photo, index) => ({
            filename: `${reference}-foto-${index + 1}.jpg`,
            content: photos.read(photo.file),
            contentType: photo.contentType,
          })),
        acknowledgement: (kind) => reportContent.acknowledgement(kind),
        reportLinks: (reference) => ({
          ...tracking.mailLinks(reference),
          sendOn: repairLoop.links.sendOn(reference, repairLoop.now()),
          similarReports: store.knownProblems.similarOpenReports(reference).flatMap((similar) => {
            const mergeUrl = problemLinks.merge(reference, similar.reference, app.clock());
            return mergeUrl ? [{ ...similar, statusLabel: reportContent.status(similar.status).label, mergeUrl }] : [];
          }),
        }),
        statusUpdate: (eventId) => tracking.statusUpdate(eventId),
        loop: {
          jobStep: (eventId) => {
            const event = store.jobs.event(eventId);
            const job = event && store.jobs.job(event.jobId);
            return event && job ? { job, event } : null;
          },
          contractorJobUrl: (job) => repairLoop.links.contractorJob(job),
          sendOnUrl: (reference) => repairLoop.links.sendOn(reference, repairLoop.now()),
          confirmationUrl: (reference, eventId, at, answer) =>
            repairLoop.links.confirmation(reference, eventId, at, answer),
          jobPhotos: (jobId) =>
            store.photos.photosOfJob(jobId).map((photo, index) => ({
              filename: `opdracht-${jobId}-foto-${index + 1}.jpg`,
              content: photos.read(photo.file),
              contentType: photo.contentType,
            })),
        },
        knownProblems: {
          follower: (id) => store.problemFollowers.follower(id),
          title: (reference) => knownProblems.publicTitle(reference),
          buildingName: (reference) => {
            const message = store.reports.reportMessage(reference);
            return (message?.data as StoredReport | undefined)?.building?.name ?? '';
          },
          followConfirmUrl: (follower, at) => problemLinks.followConfirm(follower, at),
          unsubscribe: (follower) => ({
            page: problemLinks.unsubscribePage(follower),
            oneClick: problemLinks.unsubscribeOneClick(follower),
          }),
          buildingUpdate: (id) => store.knownProblems.buildingUpdate(id),
          followers: (reference) => store.problemFollowers.followerCount(reference),
          receivedAt: (reference) => store.reports.reportState(reference)?.receivedAt ?? null,
        },
      });
    const outbox = delivery
      ? new MessageOutbox(store, delivery, {
          now: app.clock,
          ...config.delivery,
          deliveryTimeoutMs: config.delivery.timeoutMs,
          retentionMs: config.retentionDays * 24 * 60 * 60 * 1000,
          log: app.log,
          // What belongs to purged reports (their photos) goes too.
          onPurged: () => {
            const removed = photos.remove(store.photos.takeOrphanPhotos());
            if (removed) app.log.info({ removed }, 'photos of purged reports deleted');
          },
        })
      : null;
    app.decorate('outbox', outbox);
    app.decorate('outboxHealth', () => monitor.health());

    app.addHook('onReady', async () => {
      monitor.start();
      if (outbox) outbox.start();
      else
        app.log.warn(
          'SMTP_URL is not set: contact and quote messages are stored but not e-mailed (see npm run messages)',
        );
    });
    // Fastify closes after the last request was answered; the outbox then finishes what it is sending.
    app.addHook('onClose', async () => {
      monitor.stop();
      await outbox?.stop();
      transport?.close();
    });
  },
  {
    name: 'outbox',
    dependencies: ['store', 'photos', 'report-content', 'status-links', 'repair-loop', 'known-problems'],
  },
);
