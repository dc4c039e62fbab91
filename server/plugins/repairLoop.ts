import fp from 'fastify-plugin';
import { JobLinks } from '../repairLoop/jobLinks';
import { LoopLinks } from '../repairLoop/loopLinks';
import { LoopReminders } from '../repairLoop/loopReminders';
import { RepairLoop } from '../repairLoop/repairLoop';
import { ResidentConfirmation } from '../repairLoop/residentConfirmation';
import { statusLinkKey } from '../reports/statusLinks';

declare module 'fastify' {
  interface FastifyInstance {
    /** The repair loop: staff send a report on, the contractor plans and finishes it, the resident confirms. */
    repairLoop: {
      loop: RepairLoop;
      confirmation: ResidentConfirmation;
      reminders: LoopReminders;
      /** The loop's links as its mails carry them. */
      links: LoopLinks;
      /** The loop's keys (a send-on key is also a staff key for the known problem). */
      keys: JobLinks;
      /** The server's clock: the loop's steps and keys are dated by it. */
      now: () => number;
    };
  }
}

/** How often the reminders and the closing of unanswered reports are looked at; a restart looks at once. */
const REMINDER_PASS_MS = 5 * 60 * 1000;

/**
 * The repair loop's services on the app, and its schedule: a pass over the jobs and the reports awaiting the
 * resident's answer at start-up and every few minutes. What a pass decides is in the database, so a restart loses
 * nothing and repeats nothing.
 */
export default fp(
  async (app) => {
    const { store, reportContent, messagesConfig: config } = app;
    const now = app.clock;
    // The same key as the status links; each kind of link signs its own purpose.
    const keys = new JobLinks(statusLinkKey(config.dataDir, config.statusLinkSecret));
    const mailQueued = () => app.outbox?.notify();
    const notifyReporter = config.acknowledge;
    const loop = new RepairLoop({
      store,
      links: keys,
      contractors: () => reportContent.contractors(),
      statusLabel: (status) => reportContent.status(status).label,
      knownProblem: (reference) => app.knownProblems.staffView(reference),
      notifyReporter,
      mailQueued,
    });
    const confirmation = new ResidentConfirmation(loop, { store, links: keys, notifyReporter, mailQueued });
    const reminders = new LoopReminders({ store, loop, notifyReporter, mailQueued });
    app.decorate('repairLoop', {
      loop,
      confirmation,
      reminders,
      links: new LoopLinks(keys, store.reports, config.siteUrl),
      keys,
      now,
    });

    let timer: NodeJS.Timeout | null = null;
    const pass = () => {
      try {
        const done = reminders.pass(now());
        if (done.acceptReminders || done.overdueReminders || done.autoClosed)
          app.log.info(done, 'repair loop reminders');
      } catch (error) {
        app.log.error({ err: error }, 'the repair loop reminders failed; next pass in a few minutes');
      }
    };
    app.addHook('onReady', async () => {
      pass();
      timer = setInterval(pass, REMINDER_PASS_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'repair-loop', dependencies: ['store', 'report-content', 'known-problems'] },
);
