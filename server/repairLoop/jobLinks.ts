import { KEY_ID as ID, KeySigner, type Verified } from '../security/keySigner';

export type { LinkRefusal, Verified } from '../security/keySigner';

/**
 * The keys of the repair loop, HMAC-SHA256 with the server's link key, each signed with its own purpose, so one kind
 * is never valid as another (nor as a status link):
 * - send-on (staff): a report and its random nonce, so after a restored backup hands the reference out again an old
 *   link names no stranger's report;
 * - contractor: one job and that job's own nonce; a job sent on to someone else stops its link in the database;
 * - confirmation (resident): one 'uitgevoerd' step of one report, so a later step ends the question.
 * Each carries its expiry; the caller checks what the database says (superseded, answered, closed).
 */
export class JobLinks {
  private readonly signer: KeySigner;

  constructor(key: Buffer) {
    this.signer = new KeySigner(key);
  }

  /** `M-2026-00123.1767225600.<signature>` */
  sendOnToken(reference: string, reportNonce: string, expiresAt: number): string {
    return this.signer.expiringKey('send-on', [reference], [reference, reportNonce], expiresAt);
  }

  /** `nonceOf` reads the report's nonce from the database (null: no such report). */
  verifySendOn(
    token: string,
    nonceOf: (reference: string) => string | null,
    now: number,
  ): Verified<{ reference: string }> {
    return this.signer.verifyExpiringKey('send-on', token, now, 1, ([reference]) => {
      const nonce = nonceOf(reference);
      return nonce === null ? null : { value: { reference }, signed: [reference, nonce] };
    });
  }

  /** `42.1767225600.<signature>` */
  contractorToken(jobId: number, jobNonce: string, expiresAt: number): string {
    return this.signer.expiringKey('contractor', [String(jobId)], [String(jobId), jobNonce], expiresAt);
  }

  verifyContractor(token: string, nonceOf: (jobId: number) => string | null, now: number): Verified<{ jobId: number }> {
    return this.signer.verifyExpiringKey('contractor', token, now, 1, ([id]) => {
      const nonce = ID.test(id) ? nonceOf(Number(id)) : null;
      return nonce === null ? null : { value: { jobId: Number(id) }, signed: [id, nonce] };
    });
  }

  /** `M-2026-00123.17.1767225600.<signature>`: the reference and the history step it asks about. */
  confirmationToken(reference: string, eventId: number, reportNonce: string, expiresAt: number): string {
    const event = String(eventId);
    return this.signer.expiringKey('confirm', [reference, event], [reference, event, reportNonce], expiresAt);
  }

  verifyConfirmation(
    token: string,
    nonceOf: (reference: string) => string | null,
    now: number,
  ): Verified<{ reference: string; eventId: number }> {
    return this.signer.verifyExpiringKey('confirm', token, now, 2, ([reference, event]) => {
      const nonce = ID.test(event) ? nonceOf(reference) : null;
      return nonce === null
        ? null
        : { value: { reference, eventId: Number(event) }, signed: [reference, event, nonce] };
    });
  }
}
