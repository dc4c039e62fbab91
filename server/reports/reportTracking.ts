import { choiceLabel } from '../../src/lib/choices';
import { defectCategoryChoices } from '../../src/lib/forms/defectReportSchema';
import type { StoredReport } from '../../src/lib/forms/messageKinds';
import { buildingAddress } from '../../src/lib/reports/reportBuildings';
import {
  CLOSED_STATUSES,
  isStepBack,
  nextStatuses,
  STATUS_LINK_PARAMS,
  STATUS_LINK_VALID_DAYS,
  STATUS_PAGE_PATHS,
  type ReportTimeline,
  type StatusStep,
  type StatusChangePreview,
} from '../../src/lib/reports/reportStatus';
import { absoluteUrl } from '../../src/lib/siteUrl';
import type { ReportMailLinks } from '../mail/firmMail';
import type { StatusUpdate } from '../mail/statusMail';
import type { ReportHistory, StatusEvent } from '../store/reportHistory';
import type { ReportContent } from './reportContent';
import type { StatusLinks } from './statusLinks';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The building of a report as the resident may see it again: the managed building, or only the municipality typed. */
function buildingShown(report: StoredReport): string {
  if (report.building) return `${report.building.name}, ${buildingAddress(report.building)}`;
  return report.municipality ? `Gebouw in ${report.municipality}` : 'Het adres dat u invulde';
}

/**
 * A report's status as the e-mails, the status page and the confirmation page show it: the firm's words from
 * content/meldingen/statussen.json, the signed links, and what may be shown of a report (building, category, steps).
 */
export class ReportTracking {
  constructor(
    private readonly reports: ReportHistory,
    private readonly content: ReportContent,
    private readonly links: StatusLinks,
    private readonly siteUrl: string,
    /** The known-problem box of the staff's page. */
    private readonly staffKnownProblem: (reference: string) => StatusChangePreview['knownProblem'],
  ) {}

  /** The resident's private link to the timeline, the key in the fragment. */
  statusPageUrl(reference: string): string {
    const fragment = new URLSearchParams({
      [STATUS_LINK_PARAMS.reference]: reference,
      [STATUS_LINK_PARAMS.token]: this.links.viewToken(reference) ?? '',
    });
    return absoluteUrl(this.siteUrl, `${STATUS_PAGE_PATHS.lookup}#${fragment}`);
  }

  /** The firm's buttons (one per next status, valid STATUS_LINK_VALID_DAYS) and the resident's status page. */
  mailLinks(reference: string, now = Date.now()): Omit<ReportMailLinks, 'sendOn'> {
    const state = this.reports.reportState(reference);
    const expiresAt = now + STATUS_LINK_VALID_DAYS * DAY_MS;
    return {
      statusChanges: (state ? nextStatuses(state.status) : []).map((status) => ({
        label: this.content.status(status).label,
        url: absoluteUrl(
          this.siteUrl,
          `${STATUS_PAGE_PATHS.change}#${new URLSearchParams({
            [STATUS_LINK_PARAMS.token]: this.links.changeToken(reference, status, expiresAt) ?? '',
          })}`,
        ),
      })),
      statusPage: this.statusPageUrl(reference),
    };
  }

  statusUpdate(eventId: number): StatusUpdate | null {
    const event = this.reports.statusEvent(eventId);
    return event ? { ...this.stepOf(event), closed: CLOSED_STATUSES.has(event.status) } : null;
  }

  /** A step of the history in the firm's words (content/meldingen/statussen.json). */
  private stepOf(event: StatusEvent): StatusStep {
    const words = this.content.status(event.status);
    return {
      status: event.status,
      label: words.label,
      explanation: words.explanation,
      at: event.at,
      plannedDate: event.plannedDate,
      plannedWindow: event.plannedWindow,
      note: event.note,
      channel: event.channel,
    };
  }

  private reportFacts(reference: string): { building: string; category: string } | null {
    const message = this.reports.reportMessage(reference);
    if (!message) return null;
    const report = message.data as StoredReport;
    return { building: buildingShown(report), category: choiceLabel(defectCategoryChoices, report.category) };
  }

  /**
   * The timeline of a report, for whoever proved to be its reporter; null when it does not exist. `withNotes`: only
   * for the private link; a look-up by reference and address (which anyone who knows the address could try) shows
   * the steps without the staff's notes.
   */
  timeline(reference: string, { withNotes }: { withNotes: boolean }): ReportTimeline | null {
    const facts = this.reportFacts(reference);
    if (!facts) return null;
    return {
      reference,
      ...facts,
      steps: this.reports
        .statusHistory(reference)
        .map((event) => ({ ...this.stepOf(event), note: withNotes ? event.note : null })),
      notesHidden: !withNotes,
    };
  }

  /** Whether `email` is the address the report was sent with (case and spaces aside). */
  isReporter(reference: string, email: string): boolean {
    const message = this.reports.reportMessage(reference);
    return !!message && message.data.email.trim().toLowerCase() === email.trim().toLowerCase();
  }

  /** What a verified link would change, for the confirmation page; null when the report is gone. */
  preview(
    link: { reference: string; status: StatusChangePreview['target']['status']; linkId: string },
    alreadyUsed: boolean,
  ): StatusChangePreview | null {
    const facts = this.reportFacts(link.reference);
    const state = this.reports.reportState(link.reference);
    if (!facts || !state) return null;
    return {
      reference: link.reference,
      ...facts,
      current: { status: state.status, label: this.content.status(state.status).label },
      target: { status: link.status, label: this.content.status(link.status).label },
      closed: state.closedAt !== null,
      outdated: isStepBack(state.status, link.status),
      alreadyDone: alreadyUsed || (state.status === link.status && link.status !== 'herstelling-gepland'),
      knownProblem: this.staffKnownProblem(link.reference),
    };
  }
}
