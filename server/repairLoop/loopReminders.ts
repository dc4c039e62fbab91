import {
  ACCEPT_WITHIN_WORKING_DAYS,
  CONFIRMATION_WAIT_DAYS,
  REMINDER_HOUR,
} from '../../src/lib/reports/contractorJobs';
import { addWorkingDays, nextWorkingMorning } from './workingDays';
import type { Store } from '../store';
import type { RepairLoop } from './repairLoop';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one pass did, for the log and the tests. */
export interface ReminderPass {
  acceptReminders: number;
  overdueReminders: number;
  autoClosed: number;
}

/** The timeline's words for a report the resident did not answer about. */
export const AUTO_CLOSE_NOTE = `Automatisch afgesloten: wij kregen binnen ${CONFIRMATION_WAIT_DAYS} dagen geen antwoord op de vraag of het probleem opgelost is. Is het er nog, meld het dan opnieuw met dit referentienummer.`;

/**
 * Nothing falls through: a contractor who has not accepted within two working days is reminded once (staff are told);
 * a planned date that passed without "done" reminds the contractor the next working morning (staff are told), once
 * per date; a report the resident did not answer about closes after CONFIRMATION_WAIT_DAYS. Everything it decides is
 * read from and written to the database in one transaction per item, so a restart picks up where it was and no
 * reminder goes twice. `pass(now)` is the whole schedule; the server calls it every few minutes.
 */
export class LoopReminders {
  constructor(
    private readonly deps: {
      store: Pick<Store, 'db' | 'jobs' | 'reports'>;
      loop: RepairLoop;
      notifyReporter: boolean;
      mailQueued: () => void;
    },
  ) {}

  pass(now: number): ReminderPass {
    const { loop } = this.deps;
    const { db, jobs } = this.deps.store;
    const done: ReminderPass = { acceptReminders: 0, overdueReminders: 0, autoClosed: 0 };
    for (const candidate of jobs.currentJobs()) {
      const remind = db
        .transaction((): 'accept' | 'overdue' | null => {
          const job = jobs.job(candidate.id)!;
          const report = loop.report(job.reference);
          if (!report || report.closed || job.supersededAt !== null) return null;
          if (
            job.state === 'sent' &&
            job.acceptRemindedAt === null &&
            addWorkingDays(job.sentAt, ACCEPT_WITHIN_WORKING_DAYS) <= now
          ) {
            const event = jobs.addEvent(job.id, 'accept-reminder', now);
            loop.queue(report, 'contractor', event.id, now);
            loop.queue(report, 'staff-job', event.id, now);
            jobs.update({ ...job, acceptRemindedAt: now });
            return 'accept';
          }
          if (
            job.state === 'accepted' &&
            job.plannedDate !== null &&
            job.overdueRemindedFor !== job.plannedDate &&
            nextWorkingMorning(job.plannedDate, REMINDER_HOUR) <= now
          ) {
            const event = jobs.addEvent(job.id, 'overdue-reminder', now, job.plannedDate);
            loop.queue(report, 'contractor', event.id, now);
            loop.queue(report, 'staff-job', event.id, now);
            jobs.update({ ...job, overdueRemindedFor: job.plannedDate });
            return 'overdue';
          }
          return null;
        })
        .immediate();
      if (remind === 'accept') done.acceptReminders++;
      if (remind === 'overdue') done.overdueReminders++;
    }
    for (const waiting of jobs.awaitingConfirmation()) {
      if (waiting.at + CONFIRMATION_WAIT_DAYS * DAY_MS > now) continue;
      // changeStatus is its own transaction and refuses a report that moved on meanwhile.
      const result = this.deps.store.reports.changeStatus(
        {
          reference: waiting.reference,
          status: 'opgelost',
          channel: 'auto',
          note: AUTO_CLOSE_NOTE,
          linkId: `auto-${waiting.eventId}`,
          notifyReporter: this.deps.notifyReporter,
        },
        now,
      );
      if (result.changed) done.autoClosed++;
    }
    if (done.acceptReminders || done.overdueReminders || done.autoClosed) this.deps.mailQueued();
    return done;
  }
}
