import {
  CONFIRMATION_LINK_VALID_DAYS,
  CONTRACTOR_LINK_VALID_DAYS,
  JOB_PAGE_PATHS,
  LINK_FRAGMENT_KEY,
  SEND_ON_LINK_VALID_DAYS,
} from '../../src/lib/reports/contractorJobs';
import { absoluteUrl } from '../../src/lib/siteUrl';
import type { ContractorJob } from '../store/contractorJobs';
import type { ReportHistory } from '../store/reportHistory';
import type { JobLinks } from './jobLinks';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The resident's two answers; the page opens with that answer chosen, and asks once more before it is sent. */
export type ConfirmationAnswer = 'ja' | 'nee';

/**
 * The loop's links as the mails carry them: the page, and the key in the fragment, which browsers send to no server
 * (not in a request, a log or a Referer). A contractor's and a resident's link expire a fixed time after the step they
 * are about, so a mail sent again carries the same link.
 */
export class LoopLinks {
  constructor(
    private readonly keys: JobLinks,
    private readonly reports: Pick<ReportHistory, 'linkNonce'>,
    private readonly siteUrl: string,
  ) {}

  private url(path: string, key: string, extra: Record<string, string> = {}): string {
    return absoluteUrl(this.siteUrl, `${path}#${new URLSearchParams({ [LINK_FRAGMENT_KEY]: key, ...extra })}`);
  }

  /** Staff's button to send a report on; valid SEND_ON_LINK_VALID_DAYS from the mail that carries it. */
  sendOn(reference: string, now: number): string | null {
    const nonce = this.reports.linkNonce(reference);
    if (!nonce) return null;
    return this.url(
      JOB_PAGE_PATHS.sendOn,
      this.keys.sendOnToken(reference, nonce, now + SEND_ON_LINK_VALID_DAYS * DAY_MS),
    );
  }

  contractorJob(job: ContractorJob): string {
    const key = this.keys.contractorToken(job.id, job.nonce, job.sentAt + CONTRACTOR_LINK_VALID_DAYS * DAY_MS);
    return this.url(JOB_PAGE_PATHS.contractor, key);
  }

  /** The resident's answer to 'is it solved?' about one 'uitgevoerd' step taken at `at`. */
  confirmation(reference: string, eventId: number, at: number, answer: ConfirmationAnswer): string | null {
    const nonce = this.reports.linkNonce(reference);
    if (!nonce) return null;
    const key = this.keys.confirmationToken(reference, eventId, nonce, at + CONFIRMATION_LINK_VALID_DAYS * DAY_MS);
    return this.url(JOB_PAGE_PATHS.confirmation, key, { antwoord: answer });
  }
}
