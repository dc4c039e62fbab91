import {
  FOLLOW_CONFIRM_LINK_VALID_DAYS,
  type FollowConfirmAnswer,
  type KnownProblemsAnswer,
  type StaffKnownProblem,
  type UnsubscribeAnswer,
} from '../../src/lib/reports/knownProblems';
import { buildingPartChoices } from '../../src/lib/forms/defectReportSchema';
import type { StoredReport } from '../../src/lib/forms/messageKinds';
import { choiceLabel } from '../../src/lib/choices';
import { normalizeBuildingCode } from '../../src/lib/reports/reportBuildings';
import type { ReportStatus } from '../../src/lib/reports/reportStatus';
import { categoryLabel } from '../repairLoop/loopViews';
import { normalizeAddress } from '../store/problemFollowers';
import { ok, ProblemService, refused, type ProblemRefusal, type ProblemResult } from './problemResults';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One defect, one report: staff show a report as a known problem of its building, residents follow it with a
 * confirmed address, staff write to the whole building (merging a duplicate: duplicateMerge.ts). Nothing a resident typed leaves this class for the public: a known problem is its staff-written title, its status in the
 * firm's words, the planned date and staff's latest update. Each change and the mails it causes are one transaction.
 */
export class KnownProblems extends ProblemService {
  /** The title staff are offered: the category and the part of the building, both chosen from lists. */
  static suggestedTitle(report: StoredReport): string {
    return `${categoryLabel(report)}, ${choiceLabel(buildingPartChoices, report.part).toLowerCase()}`;
  }

  /** How a follower's mails name the problem: staff's title, or the category and the building's name. */
  publicTitle(reference: string): string | null {
    const problem = this.store.knownProblems.problemOf(reference);
    if (problem) return problem.title;
    const report = this.report(reference);
    if (!report) return null;
    return report.data.building
      ? `${categoryLabel(report.data)}, ${report.data.building.name}`
      : categoryLabel(report.data);
  }

  /** The planned date of the current step, while a repair is planned. */
  private plannedDate(reference: string, status: ReportStatus): string | null {
    if (status !== 'herstelling-gepland') return null;
    return this.store.reports.statusHistory(reference).at(-1)?.plannedDate ?? null;
  }

  /** The box on the staff's pages: shown or not, the title (or the suggestion), the followers, the latest word. */
  staffView(reference: string): StaffKnownProblem {
    const problem = this.store.knownProblems.problemOf(reference);
    const report = this.report(reference);
    return {
      shown: !!problem?.shown && !!report && !report.closed,
      title: problem?.title ?? (report ? KnownProblems.suggestedTitle(report.data) : ''),
      followers: this.store.problemFollowers.followerCount(reference),
      lastUpdate: this.store.knownProblems.lastBuildingUpdate(reference),
      closed: !report || report.closed,
    };
  }

  /** Staff show or hide the report as a known problem; a closed report cannot be shown (hiding always works). */
  publish(reference: string, input: { show: boolean; title?: string }, now: number): ProblemResult<StaffKnownProblem> {
    const report = this.report(reference);
    if (!report) return refused('gone');
    if (input.show && report.closed) return refused('closed');
    if (input.show && !report.data.building) return refused('no-building');
    const current = this.store.knownProblems.problemOf(reference);
    const title = input.title ?? current?.title ?? KnownProblems.suggestedTitle(report.data);
    this.store.knownProblems.publish(reference, input.show, title, now);
    return ok(this.staffView(reference));
  }

  /** The public list of a building: only what staff wrote, the status in the firm's words and the planned date. */
  publicList(code: string): KnownProblemsAnswer {
    const building = normalizeBuildingCode(code);
    return {
      building,
      problems: this.store.knownProblems.shownInBuilding(building).map((problem) => ({
        id: problem.id,
        title: problem.title,
        status: problem.status,
        statusLabel: this.deps.statusLabel(problem.status),
        plannedDate: this.plannedDate(problem.reference, problem.status),
        update: this.store.knownProblems.lastBuildingUpdate(problem.reference),
        shownSince: problem.shownSince ?? 0,
      })),
    };
  }

  /**
   * Someone asks to follow a shown known problem: a confirmation mail with its key, unless the address already
   * follows (or is the reporter's own: they hear every step already). The answer is the same either way.
   */
  follow(input: { problemId: string; email: string }, now: number): ProblemResult<'sent'> {
    const problem = this.store.knownProblems.problem(input.problemId);
    const report = problem && this.report(problem.reference);
    if (!problem?.shown || !report || report.closed) return refused('unknown-problem');
    if (normalizeAddress(report.data.email) === normalizeAddress(input.email)) return ok('sent');
    const queued = this.store.db
      .transaction(() => {
        const follower = this.store.problemFollowers.requestFollow(report.reference, input.email, now);
        if (!follower) return false;
        this.store.knownProblems.queueMail(
          {
            reference: report.reference,
            audience: 'follow-confirm',
            eventId: follower.requests,
            followerId: follower.id,
          },
          JSON.stringify({ email: follower.email }),
          '{}',
          now,
        );
        return true;
      })
      .immediate();
    if (queued) this.deps.mailQueued();
    return ok('sent');
  }

  private followerNonce = (id: number) => this.store.problemFollowers.follower(id)?.nonce ?? null;

  private problemFacts(reference: string) {
    const report = this.report(reference);
    return {
      title: this.publicTitle(reference) ?? '',
      statusLabel: report ? this.deps.statusLabel(report.status) : '',
      buildingName: report?.data.building?.name ?? '',
    };
  }

  /** The follower proves the address: from now on they get every step and every update. */
  confirmFollow(token: string, now: number): ProblemResult<FollowConfirmAnswer> {
    const link = this.deps.keys.verifyFollowConfirm(token, this.followerNonce, now);
    if (!link.ok) return refused(link.reason);
    const follower = this.store.problemFollowers.follower(link.followerId)!;
    if (follower.email === null) return refused('left');
    const report = this.report(follower.reference);
    if (!report) return refused('gone');
    if (report.closed && !follower.confirmedAt) return refused('closed');
    const confirmed = this.store.problemFollowers.confirmFollower(follower.id, now);
    return ok({ status: confirmed ? 'confirmed' : 'unchanged', problem: this.problemFacts(follower.reference) });
  }

  /** The follower leaves, by the page or by the mail client's one-click POST; a second time changes nothing. */
  unsubscribe(token: string, now: number): ProblemResult<UnsubscribeAnswer> {
    const link = this.deps.keys.verifyUnsubscribe(token, this.followerNonce);
    if (!link.ok) return refused(link.reason);
    const follower = this.store.problemFollowers.follower(link.followerId)!;
    const removed = this.store.problemFollowers.leave(follower.id, now);
    const title = this.publicTitle(follower.reference);
    return ok({ status: removed ? 'removed' : 'unchanged', problem: title === null ? null : { title } });
  }

  /**
   * Staff's word to the building: mailed (through the outbox) to the reporter and to every confirmed follower, once
   * each, and shown on the known problem. The same text again sends nothing twice.
   */
  buildingUpdate(reference: string, text: string, now: number): ProblemResult<StaffKnownProblem> {
    const result = this.store.db
      .transaction((): ProblemRefusal | boolean => {
        const report = this.report(reference);
        if (!report) return 'gone';
        if (report.closed) return 'closed';
        if (this.store.knownProblems.lastBuildingUpdate(reference)?.text === text) return false;
        const id = this.store.knownProblems.addBuildingUpdate(reference, text, now);
        if (this.deps.notifyReporter)
          this.store.knownProblems.queueMail(
            { reference, audience: 'building-update', eventId: id },
            report.payload,
            JSON.stringify(report.meta),
            now,
          );
        this.store.problemFollowers.queueFollowerMails(reference, 'follower-update', id, now);
        return true;
      })
      .immediate();
    if (typeof result === 'string') return refused(result);
    if (result) this.deps.mailQueued();
    return ok(this.staffView(reference));
  }

  /** The confirmation link's expiry for a request made at `at`. */
  static confirmExpiry(at: number): number {
    return at + FOLLOW_CONFIRM_LINK_VALID_DAYS * DAY_MS;
  }
}
