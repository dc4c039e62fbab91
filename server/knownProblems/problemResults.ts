import type { StoredReport } from '../../src/lib/forms/messageKinds';
import { CLOSED_STATUSES, type ReportStatus } from '../../src/lib/reports/reportStatus';
import type { LinkRefusal } from '../security/keySigner';
import type { Store } from '../store';
import type { ProblemKeys } from './problemKeys';

/** Why a request was refused; the route turns each into a status code and a Dutch message. */
export type ProblemRefusal = LinkRefusal | 'gone' | 'closed' | 'unknown-problem' | 'no-building' | 'left';

export type ProblemResult<T> = { ok: true; value: T } | { ok: false; refusal: ProblemRefusal };

export interface KnownProblemsDeps {
  store: Pick<Store, 'db' | 'reports' | 'knownProblems' | 'problemFollowers'>;
  keys: ProblemKeys;
  statusLabel: (status: ReportStatus) => string;
  /** Mail the reporter too (SEND_ACKNOWLEDGEMENTS); followers asked for their mails and always get them. */
  notifyReporter: boolean;
  /** A mail was queued: the outbox may send it now. */
  mailQueued: () => void;
}

/** What a report is to this family: what its reporter sent, its state, and where its staff mails go. */
export interface ReportRead {
  reference: string;
  data: StoredReport;
  payload: string;
  meta: Record<string, unknown>;
  status: ReportStatus;
  closed: boolean;
  receivedAt: number;
}

export const refused = (refusal: ProblemRefusal) => ({ ok: false as const, refusal });
export const ok = <T>(value: T) => ({ ok: true as const, value });

/**
 * What the services of this family (KnownProblems, DuplicateMerge) share: their dependencies, and a report read as
 * they need it.
 */
export abstract class ProblemService {
  constructor(protected readonly deps: KnownProblemsDeps) {}

  protected get store() {
    return this.deps.store;
  }

  /** A report as this family reads it; null when it is gone. */
  protected report(reference: string): ReportRead | null {
    const message = this.store.reports.reportMessage(reference);
    const state = this.store.reports.reportState(reference);
    if (!message || !state) return null;
    return {
      reference,
      data: message.data as StoredReport,
      payload: JSON.stringify(message.data),
      meta: message.meta,
      status: state.status,
      closed: state.closedAt !== null || CLOSED_STATUSES.has(state.status),
      receivedAt: state.receivedAt,
    };
  }
}
