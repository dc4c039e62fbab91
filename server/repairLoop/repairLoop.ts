import type {
  ConfirmationView,
  Contractor,
  ContractorJobView,
  JobChangeAnswer,
  SendOnPreview,
} from '../../src/lib/reports/contractorJobs';
import type { StaffKnownProblem } from '../../src/lib/reports/knownProblems';
import type { StoredReport } from '../../src/lib/forms/messageKinds';
import type { ReportStatus } from '../../src/lib/reports/reportStatus';
import { brusselsDay } from './workingDays';
import type { ContractorJob } from '../store/contractorJobs';
import type { Store } from '../store';
import type { JobLinks, LinkRefusal } from './jobLinks';
import { confirmationView, contractorJobView, isClosed, sendOnPreview, type LoopReport } from './loopViews';

/** Why the loop refused a request; the route turns each into a status code and a Dutch message. */
export type LoopRefusal =
  | LinkRefusal
  | 'superseded'
  | 'declined'
  | 'done'
  | 'gone'
  | 'closed'
  | 'unknown-contractor'
  | 'date-in-past'
  | 'not-awaiting';

export type LoopAnswer<T> = { ok: true; answer: JobChangeAnswer<T> } | { ok: false; refusal: LoopRefusal };
export type LoopView<T> = { ok: true; view: T } | { ok: false; refusal: LoopRefusal };

export interface RepairLoopDeps {
  store: Pick<Store, 'db' | 'jobs' | 'reports' | 'photos'>;
  links: JobLinks;
  contractors: () => readonly Contractor[];
  statusLabel: (status: ReportStatus) => string;
  /** The known-problem box of the send-on page. */
  knownProblem: (reference: string) => StaffKnownProblem;
  /** Send the resident a mail at each status change (SEND_ACKNOWLEDGEMENTS). */
  notifyReporter: boolean;
  /** A mail was queued: the outbox may send it now. */
  mailQueued: () => void;
}

const refused = (refusal: LoopRefusal) => ({ ok: false as const, refusal });

/**
 * The repair loop's staff and contractor steps. Each change is one transaction: the job's step, the mails it causes
 * (queued in the outbox) and the report's new status are committed together, so a crash after the commit still sends
 * each mail once, and before it changes nothing. The resident's side is in residentConfirmation.ts.
 */
export class RepairLoop {
  constructor(private readonly deps: RepairLoopDeps) {}

  /** The report as the loop reads it; null once it is gone. */
  report(reference: string): LoopReport | null {
    const message = this.deps.store.reports.reportMessage(reference);
    const state = this.deps.store.reports.reportState(reference);
    if (!message || !state) return null;
    const managerEmail = message.meta.managerEmail;
    return {
      reference,
      data: message.data as StoredReport,
      status: state.status,
      closed: state.closedAt !== null || isClosed(state.status),
      managerEmail: typeof managerEmail === 'string' ? managerEmail : null,
    };
  }

  /** Queues one mail of the loop about `reference` (the report's own row rides along, as with status mails). */
  queue(report: LoopReport, audience: 'contractor' | 'staff-job' | 'staff-status', eventId: number, now: number) {
    const meta = JSON.stringify(report.managerEmail ? { managerEmail: report.managerEmail } : {});
    this.deps.store.jobs.queueMail(report.reference, JSON.stringify(report.data), meta, audience, eventId, now);
  }

  private verifySendOn(token: string, now: number) {
    return this.deps.links.verifySendOn(token, (r) => this.deps.store.reports.linkNonce(r), now);
  }

  private preview(report: LoopReport): SendOnPreview {
    return sendOnPreview(
      report,
      this.deps.statusLabel(report.status),
      this.deps.store.jobs.currentJob(report.reference),
      this.deps.contractors(),
      this.deps.knownProblem(report.reference),
    );
  }

  sendOnView(token: string, now: number): LoopView<SendOnPreview> {
    const link = this.verifySendOn(token, now);
    if (!link.ok) return refused(link.reason);
    const report = this.report(link.reference);
    return report ? { ok: true, view: this.preview(report) } : refused('gone');
  }

  /**
   * Sends the report on to a contractor: a new job with its own key, mailed to them; a job under way with someone
   * else is superseded (its key stops working) and that contractor is told. A report still *ontvangen* moves to
   * *in behandeling*. Sending to the contractor who already has it open changes nothing.
   */
  sendOn(input: { token: string; contractorId: string; note?: string }, now: number): LoopAnswer<SendOnPreview> {
    const link = this.verifySendOn(input.token, now);
    if (!link.ok) return refused(link.reason);
    const contractor = this.deps.contractors().find((c) => c.id === input.contractorId);
    const changed = this.deps.store.db
      .transaction((): LoopRefusal | boolean => {
        const report = this.report(link.reference);
        if (!report) return 'gone';
        if (report.closed) return 'closed';
        if (!contractor) return 'unknown-contractor';
        const current = this.deps.store.jobs.currentJob(report.reference);
        if (current?.contractorId === contractor.id && (current.state === 'sent' || current.state === 'accepted'))
          return false;
        if (current) {
          this.deps.store.jobs.supersede(current.id, now);
          const event = this.deps.store.jobs.addEvent(current.id, 'superseded', now);
          if (current.state === 'sent' || current.state === 'accepted') this.queue(report, 'contractor', event.id, now);
        }
        const job = this.deps.store.jobs.createJob(
          {
            reference: report.reference,
            contractorId: contractor.id,
            contractor: { name: contractor.name, email: contractor.email, phone: contractor.phone },
            note: input.note || null,
            shareContact: report.data.contractorMayContact === true,
          },
          now,
        );
        const sent = this.deps.store.jobs.addEvent(job.id, 'sent', now, input.note || null);
        this.queue(report, 'contractor', sent.id, now);
        if (report.status === 'ontvangen')
          this.deps.store.reports.changeStatus(
            {
              reference: report.reference,
              status: 'in-behandeling',
              channel: 'link',
              notifyReporter: this.deps.notifyReporter,
            },
            now,
          );
        return true;
      })
      .immediate();
    if (typeof changed === 'string') return refused(changed);
    if (changed) this.deps.mailQueued();
    return {
      ok: true,
      answer: { status: changed ? 'changed' : 'unchanged', view: this.preview(this.report(link.reference)!) },
    };
  }

  /** The job a contractor's key opens, with its report; refused when superseded or gone. */
  private openJob(token: string, now: number): { job: ContractorJob; report: LoopReport } | { refusal: LoopRefusal } {
    const link = this.deps.links.verifyContractor(token, (id) => this.deps.store.jobs.job(id)?.nonce ?? null, now);
    if (!link.ok) return { refusal: link.reason };
    const job = this.deps.store.jobs.job(link.jobId)!;
    if (job.supersededAt !== null) return { refusal: 'superseded' };
    const report = this.report(job.reference);
    return report ? { job, report } : { refusal: 'gone' };
  }

  private jobView(job: ContractorJob, report: LoopReport): ContractorJobView {
    return contractorJobView(report, job, this.deps.store.photos.photosOfJob(job.id).length);
  }

  contractorView(token: string, now: number): LoopView<ContractorJobView> {
    const opened = this.openJob(token, now);
    if ('refusal' in opened) return refused(opened.refusal);
    return { ok: true, view: this.jobView(opened.job, opened.report) };
  }

  /**
   * One change by the contractor, in one transaction: `apply` gets the job as it is now (read inside the
   * transaction, so two taps at once apply once) and returns the job as it should be, false for no change, or a
   * refusal. A closed report changes no more.
   */
  contractorChange(
    token: string,
    now: number,
    apply: (job: ContractorJob, report: LoopReport) => ContractorJob | false | LoopRefusal,
  ): LoopAnswer<ContractorJobView> {
    const opened = this.openJob(token, now);
    if ('refusal' in opened) return refused(opened.refusal);
    const result = this.deps.store.db
      .transaction((): LoopRefusal | boolean => {
        const job = this.deps.store.jobs.job(opened.job.id)!;
        const report = this.report(job.reference);
        if (!report) return 'gone';
        if (job.supersededAt !== null) return 'superseded';
        if (report.closed) return 'closed';
        const next = apply(job, report);
        if (typeof next === 'string' || next === false) return next;
        this.deps.store.jobs.update(next);
        return true;
      })
      .immediate();
    if (typeof result === 'string') return refused(result);
    if (result) this.deps.mailQueued();
    const job = this.deps.store.jobs.job(opened.job.id)!;
    return {
      ok: true,
      answer: { status: result ? 'changed' : 'unchanged', view: this.jobView(job, this.report(job.reference)!) },
    };
  }

  accept(token: string, now: number): LoopAnswer<ContractorJobView> {
    return this.contractorChange(token, now, (job) => {
      if (job.state === 'declined') return 'declined';
      if (job.state !== 'sent') return false;
      this.deps.store.jobs.addEvent(job.id, 'accepted', now);
      return { ...job, state: 'accepted' };
    });
  }

  /** Staff are mailed the reason; the firm sends the report on to someone else. */
  decline(token: string, reason: string, now: number): LoopAnswer<ContractorJobView> {
    return this.contractorChange(token, now, (job, report) => {
      if (job.state === 'declined') return false;
      if (job.state === 'done') return 'done';
      const event = this.deps.store.jobs.addEvent(job.id, 'declined', now, reason);
      this.queue(report, 'staff-job', event.id, now);
      return { ...job, state: 'declined', declineReason: reason };
    });
  }

  /**
   * Sets or changes the date (accepting the job if it was not yet): the report becomes *herstelling gepland* with
   * that date and the resident gets the status mail. The same date and window again change nothing.
   */
  plan(input: { token: string; date: string; window?: string }, now: number): LoopAnswer<ContractorJobView> {
    return this.contractorChange(input.token, now, (job, report) => {
      if (job.state === 'declined') return 'declined';
      if (job.state === 'done') return 'done';
      const window = input.window || null;
      if (job.plannedDate === input.date && job.plannedWindow === window) return false;
      if (input.date < brusselsDay(now)) return 'date-in-past';
      if (job.state === 'sent') this.deps.store.jobs.addEvent(job.id, 'accepted', now);
      this.deps.store.jobs.addEvent(job.id, 'planned', now, window ? `${input.date} ${window}` : input.date);
      this.deps.store.reports.changeStatus(
        {
          reference: report.reference,
          status: 'herstelling-gepland',
          channel: 'contractor',
          plannedDate: input.date,
          plannedWindow: window,
          notifyReporter: this.deps.notifyReporter,
        },
        now,
      );
      return { ...job, state: 'accepted', plannedDate: input.date, plannedWindow: window };
    });
  }

  /**
   * The work is done: staff get the note and the photos (already written and synced by the route), the report
   * becomes *uitgevoerd* and the resident is asked whether it is solved.
   */
  done(
    input: {
      token: string;
      note?: string;
      photos: ReadonlyArray<{ file: string; contentType: string; bytes: number }>;
    },
    now: number,
  ): LoopAnswer<ContractorJobView> {
    return this.contractorChange(input.token, now, (job, report) => {
      if (job.state === 'declined') return 'declined';
      if (job.state === 'done') return false;
      const note = input.note || null;
      const event = this.deps.store.jobs.addEvent(job.id, 'done', now, note);
      this.deps.store.photos.addJobPhotos(report.reference, job.id, input.photos);
      this.queue(report, 'staff-job', event.id, now);
      this.deps.store.reports.changeStatus(
        {
          reference: report.reference,
          status: 'uitgevoerd',
          channel: 'contractor',
          notifyReporter: this.deps.notifyReporter,
        },
        now,
      );
      return { ...job, state: 'done', doneAt: now, doneNote: note };
    });
  }

  /** Builds the resident's view from a report's steps; used by residentConfirmation.ts. */
  confirmationViewOf(
    report: LoopReport,
    doneEvent: { at: number; note: string | null },
    answer: ConfirmationView['answer'],
  ) {
    const job = this.deps.store.jobs.currentJob(report.reference);
    const note = job?.state === 'done' ? job.doneNote : doneEvent.note;
    return confirmationView(report, doneEvent.at, note, answer, this.deps.store.jobs.hasRated(report.reference));
  }
}
