import { firm } from '../../../config/firm';
import { buildTokenTable, replaceTokens, replaceTokensInHtml, unknownTokens } from '../firmTokens';

describe('firm tokens in Markdown', () => {
  it('fills in firm and office facts from the config modules', () => {
    expect(replaceTokens('Welkom bij {{firm.name}}, {{ office.aalst.address }}.')).toBe(
      `Welkom bij ${firm.name}, Gentse Steenweg 175, 9300 Aalst.`,
    );
    expect(replaceTokens('{{firm.legal.bivNumbers}}')).toBe(firm.legal.bivNumbers.join(', '));
    expect(replaceTokens('{{office.meetjesland.address}}')).toBe('Op afspraak');
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
      'office.sint-niklaas.phone',
    ]) {
      expect(table.has(name)).toBe(true);
    }
  });
});
