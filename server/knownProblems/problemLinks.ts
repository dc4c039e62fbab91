import { LINK_FRAGMENT_KEY } from '../../src/lib/reports/contractorJobs';
import {
  KNOWN_PROBLEM_API,
  KNOWN_PROBLEM_PAGE_PATHS,
  MERGE_LINK_VALID_DAYS,
  UNSUBSCRIBE_QUERY_KEY,
} from '../../src/lib/reports/knownProblems';
import { absoluteUrl } from '../../src/lib/siteUrl';
import type { Follower } from '../store/problemFollowers';
import type { ReportHistory } from '../store/reportHistory';
import { KnownProblems } from './knownProblems';
import type { ProblemKeys } from './problemKeys';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The links of one defect, one report as the mails carry them: pages with the key in the fragment, which browsers send
 * to no server; only the one-click unsubscribe URL of the List-Unsubscribe header has it in its query, since a mail
 * client POSTs that URL as it is (the server keeps the parameter out of its logs).
 */
export class ProblemLinks {
  constructor(
    private readonly keys: ProblemKeys,
    private readonly reports: Pick<ReportHistory, 'linkNonce'>,
    private readonly siteUrl: string,
  ) {}

  private page(path: string, key: string): string {
    return absoluteUrl(this.siteUrl, `${path}#${new URLSearchParams({ [LINK_FRAGMENT_KEY]: key })}`);
  }

  /** The confirmation of a request made at `at`; valid FOLLOW_CONFIRM_LINK_VALID_DAYS. */
  followConfirm(follower: Follower, at: number): string {
    const key = this.keys.followConfirmToken(follower.id, follower.nonce, KnownProblems.confirmExpiry(at));
    return this.page(KNOWN_PROBLEM_PAGE_PATHS.followConfirm, key);
  }

  /** The unsubscribe page, for the link in the mail's text. */
  unsubscribePage(follower: Follower): string {
    return this.page(KNOWN_PROBLEM_PAGE_PATHS.unsubscribe, this.keys.unsubscribeToken(follower.id, follower.nonce));
  }

  /** RFC 8058's one-click URL, for the List-Unsubscribe header. */
  unsubscribeOneClick(follower: Follower): string {
    const query = new URLSearchParams({
      [UNSUBSCRIBE_QUERY_KEY]: this.keys.unsubscribeToken(follower.id, follower.nonce),
    });
    return absoluteUrl(this.siteUrl, `${KNOWN_PROBLEM_API.unsubscribe}?${query}`);
  }

  /** Staff's button 'Dubbel van …' in the mail about `duplicate`; valid MERGE_LINK_VALID_DAYS from that mail. */
  merge(duplicate: string, original: string, now: number): string | null {
    const duplicateNonce = this.reports.linkNonce(duplicate);
    const originalNonce = this.reports.linkNonce(original);
    if (!duplicateNonce || !originalNonce) return null;
    const key = this.keys.mergeToken(
      { reference: duplicate, nonce: duplicateNonce },
      { reference: original, nonce: originalNonce },
      now + MERGE_LINK_VALID_DAYS * DAY_MS,
    );
    return this.page(KNOWN_PROBLEM_PAGE_PATHS.merge, key);
  }
}
