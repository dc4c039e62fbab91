import crypto from 'node:crypto';

/** Why a key does not hold. Only a genuine key can be 'expired'; anything altered is 'invalid'. */
export type LinkRefusal = 'invalid' | 'expired';

/** What a verified key says, or why it does not hold. */
export type Verified<T> = ({ ok: true; expiresAt: number; linkId: string } & T) | { ok: false; reason: LinkRefusal };

/** The signature part of a key: an HMAC-SHA256 in base64url. */
export const KEY_SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
/** The expiry part of a key: seconds since 1970. */
export const KEY_SECONDS = /^\d{1,12}$/;
/** A row id part of a key. */
export const KEY_ID = /^\d{1,15}$/;

/**
 * HMAC-SHA256 with the server's link key over a key's parts, its purpose first, so one kind of key is never valid as
 * another; signatures compared in constant time.
 */
export class KeySigner {
  constructor(private readonly key: Buffer) {}

  sign(...parts: string[]): string {
    return crypto.createHmac('sha256', this.key).update(parts.join('\n')).digest('base64url');
  }

  holds(signature: string, expected: string): boolean {
    if (!KEY_SIGNATURE.test(signature)) return false;
    const left = Buffer.from(signature);
    const right = Buffer.from(expected);
    return left.length === right.length && crypto.timingSafeEqual(left, right);
  }

  /** Whether `signature` is the one these parts (purpose first) give. */
  signs(signature: string, ...parts: string[]): boolean {
    return this.holds(signature, this.sign(...parts));
  }

  /**
   * A key that expires: `shown` (what it names), its expiry and the signature over the purpose, `signed` (what it
   * names with the nonces it hangs on) and the expiry.
   */
  expiringKey(purpose: string, shown: string[], signed: string[], expiresAt: number): string {
    const seconds = KeySigner.seconds(expiresAt);
    return [...shown, seconds, this.sign(purpose, ...signed, seconds)].join('.');
  }

  /**
   * Reads a key `expiringKey` made with `shownCount` shown parts. `read` checks those parts and gives what the key
   * says and what it should have signed (its nonces from the database), or null: no such row, or a part that is off.
   */
  verifyExpiringKey<T extends object>(
    purpose: string,
    token: string,
    now: number,
    shownCount: number,
    read: (shown: string[]) => { value: T; signed: string[] } | null,
  ): Verified<T> {
    const parts = token.split('.');
    if (parts.length !== shownCount + 2) return { ok: false, reason: 'invalid' };
    const [seconds, signature] = parts.slice(shownCount);
    // The cheap format checks come before `read` asks the database for the nonces.
    if (!KEY_SECONDS.test(seconds) || !KEY_SIGNATURE.test(signature)) return { ok: false, reason: 'invalid' };
    const key = read(parts.slice(0, shownCount));
    if (key === null || !this.signs(signature, purpose, ...key.signed, seconds))
      return { ok: false, reason: 'invalid' };
    return KeySigner.unexpired(key.value, seconds, signature, now);
  }

  /** The key's expiry part for `expiresAt`. */
  static seconds(expiresAt: number): string {
    return String(Math.floor(expiresAt / 1000));
  }

  /** When a key with this expiry part expires, or null once it has. */
  static expiry(seconds: string, now: number): number | null {
    const expiresAt = Number(seconds) * 1000;
    return expiresAt > now ? expiresAt : null;
  }

  /**
   * What a genuine key with this expiry part says: `value`, its expiry and its signature as the id of the link (a
   * used link is remembered by it); 'expired' once that has passed.
   */
  static unexpired<T extends object>(value: T, seconds: string, signature: string, now: number): Verified<T> {
    const expiresAt = KeySigner.expiry(seconds, now);
    return expiresAt === null ? { ok: false, reason: 'expired' } : { ok: true, ...value, expiresAt, linkId: signature };
  }
}
