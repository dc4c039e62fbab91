import type { MergePreview } from '../../src/lib/reports/knownProblems';
import { categoryLabel } from '../repairLoop/loopViews';
import { normalizeAddress } from '../store/problemFollowers';
import {
  ok,
  ProblemService,
  refused,
  type ProblemRefusal,
  type ProblemResult,
  type ReportRead,
} from './problemResults';

/**
 * Staff merge a duplicate into the report it repeats, from the signed button in the firm's mail (a key tied to both
 * reports' nonces). Nothing of the duplicate becomes public.
 */
export class DuplicateMerge extends ProblemService {
  private mergeSide(report: ReportRead) {
    return {
      reference: report.reference,
      category: categoryLabel(report.data),
      place: report.data.location,
      receivedAt: report.receivedAt,
      status: this.deps.statusLabel(report.status),
    };
  }

  private readMerge(
    token: string,
    now: number,
  ):
    | { refusal: ProblemRefusal }
    | { link: { duplicate: string; original: string; linkId: string }; duplicate: ReportRead; original: ReportRead } {
    const link = this.deps.keys.verifyMerge(token, (r) => this.store.reports.linkNonce(r), now);
    if (!link.ok) return { refusal: link.reason };
    const duplicate = this.report(link.duplicate);
    const original = this.report(link.original);
    if (!duplicate || !original) return { refusal: 'gone' };
    return { link, duplicate, original };
  }

  private mergePreview(duplicate: ReportRead, original: ReportRead): MergePreview {
    const merged = this.store.reports.mergedInto(duplicate.reference) === original.reference;
    return {
      duplicate: this.mergeSide(duplicate),
      original: this.mergeSide(original),
      building: original.data.building?.name ?? '',
      merged,
      closed: !merged && (duplicate.closed || original.closed),
    };
  }

  mergeView(token: string, now: number): ProblemResult<MergePreview> {
    const read = this.readMerge(token, now);
    if ('refusal' in read) return refused(read.refusal);
    return ok(this.mergePreview(read.duplicate, read.original));
  }

  /**
   * Merges the duplicate into the report it repeats, in one transaction: the duplicate closes as *samengevoegd* (a
   * step of its timeline names the original), its reporter becomes a confirmed follower of the original and is told
   * so by one mail, and the original's staff get the duplicate's description and photos as an addition. A replay
   * changes nothing and mails nothing.
   */
  merge(token: string, now: number): ProblemResult<{ status: 'changed' | 'unchanged'; view: MergePreview }> {
    const read = this.readMerge(token, now);
    if ('refusal' in read) return refused(read.refusal);
    const { link } = read;
    const result = this.store.db
      .transaction((): ProblemRefusal | boolean => {
        const duplicate = this.report(link.duplicate);
        const original = this.report(link.original);
        if (!duplicate || !original) return 'gone';
        if (this.store.reports.mergedInto(duplicate.reference) === original.reference) return false;
        if (duplicate.closed || original.closed) return 'closed';
        const step = this.store.reports.changeStatus(
          {
            reference: duplicate.reference,
            status: 'samengevoegd',
            channel: 'link',
            note: `Samengevoegd met ${original.reference}.`,
            linkId: link.linkId,
            notifyReporter: false,
          },
          now,
        );
        if (!step.changed) return step.reason === 'closed' ? 'closed' : false;
        this.store.reports.setMergedInto(duplicate.reference, original.reference);
        const sameReporter = normalizeAddress(duplicate.data.email) === normalizeAddress(original.data.email);
        const follower = sameReporter
          ? null
          : this.store.problemFollowers.addConfirmedFollower(original.reference, duplicate.data.email, now);
        this.store.knownProblems.queueMail(
          { reference: duplicate.reference, audience: 'merged', eventId: step.event.id, followerId: follower?.id },
          duplicate.payload,
          JSON.stringify({ ...duplicate.meta, original: original.reference }),
          now,
        );
        this.store.knownProblems.queueMail(
          { reference: original.reference, audience: 'staff-merge', eventId: step.event.id },
          duplicate.payload,
          JSON.stringify({ ...original.meta, duplicate: duplicate.reference }),
          now,
        );
        return true;
      })
      .immediate();
    if (typeof result === 'string') return refused(result);
    if (result) this.deps.mailQueued();
    const duplicate = this.report(link.duplicate)!;
    const original = this.report(link.original)!;
    return ok({ status: result ? 'changed' : 'unchanged', view: this.mergePreview(duplicate, original) });
  }
}
