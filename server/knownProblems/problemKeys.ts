import { KEY_ID, KeySigner, type Verified } from '../security/keySigner';

/**
 * The keys of one defect, one report, signed with the server's link key, each with its own purpose:
 * - follow confirmation: one follower and that follower's nonce, until it expires;
 * - unsubscribe: one follower and that follower's nonce, without expiry (a mail client may offer it for years); once
 *   the follower is gone with the report, no key of theirs holds;
 * - merge (staff): the duplicate and the original, each with its report's nonce, so a report reopened since (a new
 *   nonce) or a reference handed out again after a restored backup is merged by no old button.
 */
export class ProblemKeys {
  private readonly signer: KeySigner;

  constructor(key: Buffer) {
    this.signer = new KeySigner(key);
  }

  /** `17.1767225600.<signature>` */
  followConfirmToken(followerId: number, followerNonce: string, expiresAt: number): string {
    return this.signer.expiringKey('follow', [String(followerId)], [String(followerId), followerNonce], expiresAt);
  }

  verifyFollowConfirm(
    token: string,
    nonceOf: (followerId: number) => string | null,
    now: number,
  ): Verified<{ followerId: number }> {
    return this.signer.verifyExpiringKey('follow', token, now, 1, ([id]) => {
      const nonce = KEY_ID.test(id) ? nonceOf(Number(id)) : null;
      return nonce === null ? null : { value: { followerId: Number(id) }, signed: [id, nonce] };
    });
  }

  /** `17.<signature>` */
  unsubscribeToken(followerId: number, followerNonce: string): string {
    return [String(followerId), this.signer.sign('unsubscribe', String(followerId), followerNonce)].join('.');
  }

  verifyUnsubscribe(token: string, nonceOf: (followerId: number) => string | null): Verified<{ followerId: number }> {
    const parts = token.split('.');
    if (parts.length !== 2 || !KEY_ID.test(parts[0])) return { ok: false, reason: 'invalid' };
    const [id, signature] = parts;
    const nonce = nonceOf(Number(id));
    if (nonce === null || !this.signer.signs(signature, 'unsubscribe', id, nonce))
      return { ok: false, reason: 'invalid' };
    return { ok: true, followerId: Number(id), expiresAt: Number.POSITIVE_INFINITY, linkId: signature };
  }

  /** `M-2026-00124.M-2026-00123.1767225600.<signature>`: the duplicate, then the report it repeats. */
  mergeToken(
    duplicate: { reference: string; nonce: string },
    original: { reference: string; nonce: string },
    expiresAt: number,
  ): string {
    return this.signer.expiringKey(
      'merge',
      [duplicate.reference, original.reference],
      [duplicate.reference, duplicate.nonce, original.reference, original.nonce],
      expiresAt,
    );
  }

  verifyMerge(
    token: string,
    nonceOf: (reference: string) => string | null,
    now: number,
  ): Verified<{ duplicate: string; original: string }> {
    return this.signer.verifyExpiringKey('merge', token, now, 2, ([duplicate, original]) => {
      if (duplicate === original) return null;
      const duplicateNonce = nonceOf(duplicate);
      const originalNonce = nonceOf(original);
      if (duplicateNonce === null || originalNonce === null) return null;
      return { value: { duplicate, original }, signed: [duplicate, duplicateNonce, original, originalNonce] };
    });
  }
}
