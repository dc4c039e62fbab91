import crypto from 'node:crypto';

/** Why a link does not hold. Only a genuine link can be 'expired'; anything altered is 'invalid'. */
export type LinkRefusal = 'invalid' | 'expired';

export type Verified<T> = ({ ok: true; expiresAt: number; linkId: string } & T) | { ok: false; reason: LinkRefusal };

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const SECONDS = /^\d{1,12}$/;
const ID = /^\d{1,15}$/;

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
  constructor(private readonly key: Buffer) {}

  private sign(...parts: string[]): string {
    return crypto.createHmac('sha256', this.key).update(parts.join('\n')).digest('base64url');
  }

  private holds(signature: string, expected: string): boolean {
    if (!SIGNATURE.test(signature)) return false;
    const left = Buffer.from(signature);
    const right = Buffer.from(expected);
    return left.length === right.length && crypto.timingSafeEqual(left, right);
  }

  private static expiry(seconds: string, now: number): number | null {
    const expiresAt = Number(seconds) * 1000;
    return expiresAt > now ? expiresAt : null;
  }

  /** `M-2026-00123.1767225600.<signature>` */
  sendOnToken(reference: string, reportNonce: string, expiresAt: number): string {
    const seconds = String(Math.floor(expiresAt / 1000));
    return [reference, seconds, this.sign('send-on', reference, reportNonce, seconds)].join('.');
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
    if (nonce === null || !this.holds(signature, this.sign('send-on', reference, nonce, seconds)))
      return { ok: false, reason: 'invalid' };
    const expiresAt = JobLinks.expiry(seconds, now);
    return expiresAt === null
      ? { ok: false, reason: 'expired' }
      : { ok: true, reference, expiresAt, linkId: signature };
  }

  /** `42.1767225600.<signature>` */
  contractorToken(jobId: number, jobNonce: string, expiresAt: number): string {
    const seconds = String(Math.floor(expiresAt / 1000));
    return [String(jobId), seconds, this.sign('contractor', String(jobId), jobNonce, seconds)].join('.');
  }

  verifyContractor(token: string, nonceOf: (jobId: number) => string | null, now: number): Verified<{ jobId: number }> {
    const parts = token.split('.');
    if (parts.length !== 3 || !ID.test(parts[0]) || !SECONDS.test(parts[1])) return { ok: false, reason: 'invalid' };
    const [id, seconds, signature] = parts;
    const jobId = Number(id);
    const nonce = nonceOf(jobId);
    if (nonce === null || !this.holds(signature, this.sign('contractor', id, nonce, seconds)))
      return { ok: false, reason: 'invalid' };
    const expiresAt = JobLinks.expiry(seconds, now);
    return expiresAt === null ? { ok: false, reason: 'expired' } : { ok: true, jobId, expiresAt, linkId: signature };
  }

  /** `M-2026-00123.17.1767225600.<signature>`: the reference and the history step it asks about. */
  confirmationToken(reference: string, eventId: number, reportNonce: string, expiresAt: number): string {
    const seconds = String(Math.floor(expiresAt / 1000));
    const signature = this.sign('confirm', reference, String(eventId), reportNonce, seconds);
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
    if (nonce === null || !this.holds(signature, this.sign('confirm', reference, event, nonce, seconds)))
      return { ok: false, reason: 'invalid' };
    const expiresAt = JobLinks.expiry(seconds, now);
    return expiresAt === null
      ? { ok: false, reason: 'expired' }
      : { ok: true, reference, eventId: Number(event), expiresAt, linkId: signature };
  }
}
