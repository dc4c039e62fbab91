import crypto from 'node:crypto';
import { JobLinks } from '../../repairLoop/jobLinks';

const links = new JobLinks(crypto.randomBytes(32));
const now = Date.UTC(2027, 0, 4, 9);
const later = now + 10 * 24 * 60 * 60 * 1000;
const nonces: Record<string, string> = { 'M-2027-00001': 'a'.repeat(32), 'M-2027-00002': 'b'.repeat(32) };
const reportNonce = (reference: string) => nonces[reference] ?? null;

describe('the repair loop keys', () => {
  it('opens what it was made for, until it expires', () => {
    const token = links.sendOnToken('M-2027-00001', nonces['M-2027-00001'], later);
    expect(links.verifySendOn(token, reportNonce, now)).toMatchObject({ ok: true, reference: 'M-2027-00001' });
    expect(links.verifySendOn(token, reportNonce, later)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a forged, altered or swapped key as invalid, even once expired', () => {
    const token = links.sendOnToken('M-2027-00001', nonces['M-2027-00001'], later);
    const [, seconds, signature] = token.split('.');
    expect(links.verifySendOn(`M-2027-00002.${seconds}.${signature}`, reportNonce, now).ok).toBe(false);
    expect(links.verifySendOn(`M-2027-00001.${Number(seconds) + 1}.${signature}`, reportNonce, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(links.verifySendOn(token, reportNonce, later + 1).ok).toBe(false);
    const other = new JobLinks(crypto.randomBytes(32)).sendOnToken('M-2027-00001', nonces['M-2027-00001'], later);
    expect(links.verifySendOn(other, reportNonce, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('ties a key to the report itself: a report that got the same reference again does not open', () => {
    const token = links.sendOnToken('M-2027-00001', nonces['M-2027-00001'], later);
    expect(links.verifySendOn(token, () => 'c'.repeat(32), now)).toEqual({ ok: false, reason: 'invalid' });
    expect(links.verifySendOn(token, () => null, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('never takes one purpose for another', () => {
    const contractor = links.contractorToken(7, 'd'.repeat(32), later);
    expect(links.verifyContractor(contractor, () => 'd'.repeat(32), now)).toMatchObject({ ok: true, jobId: 7 });
    const confirmation = links.confirmationToken('M-2027-00001', 7, nonces['M-2027-00001'], later);
    expect(links.verifyConfirmation(confirmation, reportNonce, now)).toMatchObject({ ok: true, eventId: 7 });
    // The same parts signed for another purpose.
    const [, seconds, signature] = contractor.split('.');
    expect(links.verifyConfirmation(`M-2027-00001.7.${seconds}.${signature}`, reportNonce, now).ok).toBe(false);
    const sendOn = links.sendOnToken('M-2027-00001', nonces['M-2027-00001'], later);
    expect(links.verifyContractor(sendOn, () => 'd'.repeat(32), now).ok).toBe(false);
  });

  it('refuses a job key whose job has another nonce (another job under that id after a restored backup)', () => {
    const token = links.contractorToken(7, 'd'.repeat(32), later);
    expect(links.verifyContractor(token, () => 'e'.repeat(32), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a key whose expiry or signature is malformed without asking the database for a nonce', () => {
    const token = links.sendOnToken('M-2027-00001', nonces['M-2027-00001'], later);
    const [reference, seconds, signature] = token.split('.');
    const nonceOf = jest.fn(reportNonce);
    for (const malformed of [
      `${reference}.${seconds}.${signature.slice(1)}`,
      `${reference}.${seconds}.${signature.slice(0, -1)}!`,
      `${reference}.soon.${signature}`,
    ])
      expect(links.verifySendOn(malformed, nonceOf, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(nonceOf).not.toHaveBeenCalled();
  });
});
