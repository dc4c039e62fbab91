import { carryIntoQuoteForm, onQuoteDraft, remarksWith } from '../quoteDraft';

describe('carrying the indication into the quote form', () => {
  const line = 'Garages en parkeerplaatsen: 4. Liften: 1.';

  it('puts the carried line first and keeps what the visitor wrote', () => {
    expect(remarksWith('', line, null)).toBe(line);
    expect(remarksWith('De AV is in maart.', line, null)).toBe(`${line}\nDe AV is in maart.`);
  });

  it('replaces a line carried before instead of adding a second one', () => {
    const before = `${line}\nDe AV is in maart.`;
    const next = 'Garages en parkeerplaatsen: 4. Liften: 2.';
    expect(remarksWith(before, next, line)).toBe(`${next}\nDe AV is in maart.`);
    expect(remarksWith(line, next, line)).toBe(next);
  });

  it('hands the last draft to a form that mounts later, and every later one', () => {
    const draft = { buildingType: 'kmo-park' as const, unitCount: '12', remarksLine: line };
    carryIntoQuoteForm(draft);
    const seen: unknown[] = [];
    const stop = onQuoteDraft((d) => seen.push(d));
    carryIntoQuoteForm({ ...draft, unitCount: '13' });
    stop();
    carryIntoQuoteForm({ ...draft, unitCount: '14' });
    expect(seen).toEqual([draft, { ...draft, unitCount: '13' }]);
  });
});
