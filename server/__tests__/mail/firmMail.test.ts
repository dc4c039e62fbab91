import { firm } from '../../../src/config/firm';
import { identificationLines } from '../../../src/lib/firmIdentification';
import { composeFirmMail } from '../../mail/firmMail';
import { escapeHtml } from '../../mail/formats';
import type { MessageRecord } from '../../store/outboxQueue';
import { validContact } from '../support/messagesTestKit';

const record = (data: Partial<typeof validContact>): MessageRecord => ({
  id: 7,
  kind: 'contact',
  data: { ...validContact, ...data },
  meta: {},
  receivedAt: Date.UTC(2025, 4, 14, 8, 32),
  attempts: 0,
  nextAttemptAt: 0,
  reference: null,
  audience: 'staff',
  eventId: 0,
  followerId: 0,
  lastError: null,
  deliveredAt: null,
  rejectedAt: null,
});

describe('composeFirmMail', () => {
  it('says what kind of message it is and from whom, and when it arrived in Belgian time', () => {
    const email = composeFirmMail(record({}), {
      mailFrom: 'website@example.be',
      siteUrl: 'https://www.kantoor.example',
    });
    expect(email.subject).toBe('Contactbericht van An Peeters');
    expect(email.replyTo).toEqual({ name: 'An Peeters', address: 'an.peeters@example.be' });
    expect(email.messageId).toBe(`<contact-7-${Date.UTC(2025, 4, 14, 8, 32)}@example.be>`);
    expect(email.text).toContain('Ontvangen op 14 mei 2025 om 10:32 (bericht nr. 7).');
  });

  it('keeps header fields on one line, whatever the visitor typed', () => {
    const email = composeFirmMail(record({ name: 'An\r\nBcc: iedereen@example.be' }), {
      mailFrom: 'website@example.be',
      siteUrl: 'https://www.kantoor.example',
    });
    expect(email.subject).toBe('Contactbericht van An Bcc: iedereen@example.be');
    expect(email.replyTo?.name).not.toMatch(/[\r\n]/);
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it("signs with the firm's identification from the config: seat, enterprise number with RPR, BIV, code of conduct", () => {
    const email = composeFirmMail(record({}), {
      mailFrom: 'website@example.be',
      siteUrl: 'https://www.kantoor.example',
    });
    const lines = identificationLines();
    // The identification, then how to reach the firm: its e-mail address and its website.
    expect(
      email.text.trimEnd().endsWith([...lines, `E-mail ${firm.email} · https://www.kantoor.example`].join('\n')),
    ).toBe(true);
    const seat = firm.registeredSeat;
    for (const fact of [
      `${seat.street}, ${seat.postalCode} ${seat.city}`,
      `${firm.legal.companyNumber}, ${firm.legal.registerCourt}`,
      `erkend in ${firm.legal.recognitionCountry}`,
      firm.legal.codeOfConductUrl,
      firm.legalName,
    ]) {
      expect(email.text).toContain(fact);
      expect(email.html).toContain(escapeHtml(fact));
    }
  });
});
