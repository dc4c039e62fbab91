import type { ConfirmationView, JobChangeAnswer } from '../../src/lib/reports/contractorJobs';
import type { Store } from '../store';
import type { JobLinks } from './jobLinks';
import type { LoopRefusal, RepairLoop } from './repairLoop';

type Answer<T> = { ok: true; answer: JobChangeAnswer<T> } | { ok: false; refusal: LoopRefusal };
type View<T> = { ok: true; view: T } | { ok: false; refusal: LoopRefusal };

/**
 * The resident closes the loop from the two buttons in the mail about the work done: "Ja, het is opgelost" closes the
 * report, "Nee, nog niet" puts it back *in behandeling* with the resident's explanation and staff are mailed. The key
 * names the one 'uitgevoerd' step it asks about: once the report moved on, the question is over (the answer given is
 * still shown). Afterwards the resident may give one satisfaction score.
 */
export class ResidentConfirmation {
  constructor(
    private readonly loop: RepairLoop,
    private readonly deps: {
      store: Pick<Store, 'jobs' | 'reports'>;
      links: JobLinks;
      notifyReporter: boolean;
      mailQueued: () => void;
    },
  ) {}

  /** The report, the step asked about, and the answer given since (null: still open). */
  private read(token: string, now: number) {
    const link = this.deps.links.verifyConfirmation(token, (r) => this.deps.store.reports.linkNonce(r), now);
    if (!link.ok) return { refusal: link.reason };
    const report = this.loop.report(link.reference);
    if (!report) return { refusal: 'gone' as const };
    const history = this.deps.store.reports.statusHistory(link.reference);
    const index = history.findIndex((step) => step.id === link.eventId);
    if (index < 0 || history[index].status !== 'uitgevoerd') return { refusal: 'invalid' as const };
    const next = history[index + 1];
    let answer: ConfirmationView['answer'] | 'moved-on' = null;
    if (next?.channel === 'resident') answer = next.status === 'opgelost' ? 'solved' : 'not-solved';
    else if (next?.channel === 'auto') answer = 'auto';
    else if (next) answer = 'moved-on';
    return { link, report, step: history[index], answer };
  }

  view(token: string, now: number): View<ConfirmationView> {
    const read = this.read(token, now);
    if ('refusal' in read) return { ok: false, refusal: read.refusal! };
    if (read.answer === 'moved-on') return { ok: false, refusal: 'not-awaiting' };
    return { ok: true, view: this.loop.confirmationViewOf(read.report, read.step, read.answer) };
  }

  answer(input: { token: string; solved: boolean; explanation?: string }, now: number): Answer<ConfirmationView> {
    const read = this.read(input.token, now);
    if ('refusal' in read) return { ok: false, refusal: read.refusal! };
    const { link, report, step } = read;
    if (read.answer === 'moved-on') return { ok: false, refusal: 'not-awaiting' };
    if (read.answer !== null)
      return {
        ok: true,
        answer: { status: 'unchanged', view: this.loop.confirmationViewOf(report, step, read.answer) },
      };
    const result = this.deps.store.reports.changeStatus(
      input.solved
        ? {
            reference: report.reference,
            status: 'opgelost',
            channel: 'resident',
            linkId: link.linkId,
            notifyReporter: this.deps.notifyReporter,
          }
        : {
            reference: report.reference,
            status: 'in-behandeling',
            channel: 'resident',
            note: input.explanation ?? null,
            linkId: link.linkId,
            notifyReporter: false,
          },
      now,
    );
    if (result.changed && !input.solved) this.loop.queue(report, 'staff-status', result.event.id, now);
    if (result.changed) this.deps.mailQueued();
    const after = this.read(input.token, now);
    const answer = 'refusal' in after || after.answer === 'moved-on' ? null : after.answer;
    return {
      ok: true,
      answer: {
        status: result.changed ? 'changed' : 'unchanged',
        view: this.loop.confirmationViewOf(this.loop.report(report.reference) ?? report, step, answer),
      },
    };
  }

  /** One score per report, once it is solved; a second changes nothing. */
  rate(input: { token: string; score: number }, now: number): Answer<ConfirmationView> {
    const read = this.read(input.token, now);
    if ('refusal' in read) return { ok: false, refusal: read.refusal! };
    if (read.answer !== 'solved' && read.answer !== 'auto') return { ok: false, refusal: 'not-awaiting' };
    const changed = this.deps.store.jobs.rate(read.report.reference, input.score, now);
    return {
      ok: true,
      answer: {
        status: changed ? 'changed' : 'unchanged',
        view: this.loop.confirmationViewOf(read.report, read.step, read.answer),
      },
    };
  }
}
