import { KEY_ID as ID, KEY_SECONDS as SECONDS, KeySigner, type Verified } from '../security/keySigner';

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
    const seconds = KeySigner.seconds(expiresAt);
    return [reference, seconds, this.signer.sign('send-on', reference, reportNonce, seconds)].join('.');
  }

  /** `nonceOf` reads the report's nonce from the database (null: no such report). */
  verifySendOn(
    token: string,
    nonceOf: (reference: string) => string | null,
    now: number,
  ): Verified<{ reference: string }> {
    const parts = token.split('.');
    if (parts.length !== 3 || !SECONDS.test(parts[1])) return { ok: false, reason: 'invalid' };
    const [reference, seconds, signature] = parts;
    const nonce = nonceOf(reference);
    if (nonce === null || !this.signer.signs(signature, 'send-on', reference, nonce, seconds))
      return { ok: false, reason: 'invalid' };
    return KeySigner.unexpired({ reference }, seconds, signature, now);
  }

  /** `42.1767225600.<signature>` */
  contractorToken(jobId: number, jobNonce: string, expiresAt: number): string {
    const seconds = KeySigner.seconds(expiresAt);
    return [String(jobId), seconds, this.signer.sign('contractor', String(jobId), jobNonce, seconds)].join('.');
  }

  verifyContractor(token: string, nonceOf: (jobId: number) => string | null, now: number): Verified<{ jobId: number }> {
    const parts = token.split('.');
    if (parts.length !== 3 || !ID.test(parts[0]) || !SECONDS.test(parts[1])) return { ok: false, reason: 'invalid' };
    const [id, seconds, signature] = parts;
    const jobId = Number(id);
    const nonce = nonceOf(jobId);
    if (nonce === null || !this.signer.signs(signature, 'contractor', id, nonce, seconds))
      return { ok: false, reason: 'invalid' };
    return KeySigner.unexpired({ jobId }, seconds, signature, now);
  }

  /** `M-2026-00123.17.1767225600.<signature>`: the reference and the history step it asks about. */
  confirmationToken(reference: string, eventId: number, reportNonce: string, expiresAt: number): string {
    const seconds = KeySigner.seconds(expiresAt);
    const signature = this.signer.sign('confirm', reference, String(eventId), reportNonce, seconds);
    return [reference, String(eventId), seconds, signature].join('.');
  }

  verifyConfirmation(
    token: string,
    nonceOf: (reference: string) => string | null,
    now: number,
  ): Verified<{ reference: string; eventId: number }> {
    const parts = token.split('.');
    if (parts.length !== 4 || !ID.test(parts[1]) || !SECONDS.test(parts[2])) return { ok: false, reason: 'invalid' };
    const [reference, event, seconds, signature] = parts;
    const nonce = nonceOf(reference);
    if (nonce === null || !this.signer.signs(signature, 'confirm', reference, event, nonce, seconds))
      return { ok: false, reason: 'invalid' };
    return KeySigner.unexpired({ reference, eventId: Number(event) }, seconds, signature, now);
  }
}
