import { firm, firmClaims, officeFacts } from '../../../config/firm';
import { buildTokenTable, replaceTokens, replaceTokensInHtml, unknownTokens } from '../firmTokens';

describe('firm tokens in Markdown', () => {
  it('fills in firm and office facts from the config modules', () => {
    for (const office of officeFacts) {
      const line = office.address
        ? `${office.address.street}, ${office.address.postalCode} ${office.address.city}`
        : 'Op afspraak';
      expect(replaceTokens(`Welkom bij {{firm.name}}, {{ office.${office.id}.address }}.`)).toBe(
        `Welkom bij ${firm.name}, ${line}.`,
      );
      expect(replaceTokens(`{{office.${office.id}.phone}}`)).toBe(office.phone);
    }
    expect(replaceTokens('{{firm.legal.bivNumbers}}')).toBe(firm.legal.bivNumbers.join(', '));
    expect(replaceTokens('{{stats.professionals}} · {{claims.yearsOfExperience}}')).toBe(
      `${firmClaims.professionals.value} · ${firmClaims.yearsOfExperience.value}`,
    );
    const seat = firm.registeredSeat;
    expect(replaceTokens('{{firm.seat}}')).toBe(
      `Maatschappelijke zetel: ${seat.street}, ${seat.postalCode} ${seat.city}`,
    );
    expect(replaceTokens('{{firm.registration}}')).toContain(firm.legal.registerCourt);
  });

  it('names unknown tokens and refuses to fill them in', () => {
    expect(unknownTokens('{{firm.name}} {{firm.naam}} {{kantoor.gent}}')).toEqual(['firm.naam', 'kantoor.gent']);
    expect(() => replaceTokens('{{firm.naam}}')).toThrow('Onbekende tag {{firm.naam}}');
  });

  it('fills in tokens in link addresses, which remark percent-encodes', () => {
    // remark renders [{{firm.jobsEmail}}](mailto:{{firm.jobsEmail}}) with the braces of the address encoded.
    expect(
      replaceTokensInHtml('<a href="mailto:%7B%7Bfirm.jobsEmail%7D%7D?subject=Sollicitatie">{{firm.jobsEmail}}</a>'),
    ).toBe(`<a href="mailto:${firm.jobsEmail}?subject=Sollicitatie">${firm.jobsEmail}</a>`);
    expect(() => replaceTokensInHtml('<a href="mailto:%7B%7Bfirm.mail%7D%7D">x</a>')).toThrow(
      'Onbekende tag {{firm.mail}}',
    );
  });

  it('knows every documented token', () => {
    const table = buildTokenTable();
    for (const name of [
      'firm.email',
      'firm.jobsEmail',
      'firm.legal.companyNumber',
      'firm.legal.vatNumber',
      'firm.seat',
      'firm.registration',
      'firm.recognition',
      'claims.foundedYear',
      ...officeFacts.map((office) => `office.${office.id}.phone`),
    ]) {
      expect(table.has(name)).toBe(true);
    }
  });
});
