import { firm } from '../../../config/firm';
import { buildTokenTable, replaceTokens, unknownTokens } from '../firmTokens';

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
