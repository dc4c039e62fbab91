import { formatDutchDate } from '../dutchDate';
import { categorySlug } from '../blogCategories';
import { groupFaqByTheme } from '../faqThemes';

describe('formatDutchDate', () => {
  it.each([
    ['2025-06-19', '19 juni 2025'],
    ['2026-01-05', '5 januari 2026'],
    ['2026-12-31T23:00:00.000Z', '31 december 2026'],
  ])('%s → %s', (iso, dutch) => expect(formatDutchDate(iso)).toBe(dutch));

  it('rejects what is not a date', () => {
    expect(() => formatDutchDate('19 juni')).toThrow('Geen geldige datum');
    expect(() => formatDutchDate('2026-13-01')).toThrow('Geen geldige maand');
  });
});

describe('categorySlug', () => {
  it('makes URL-safe slugs', () => {
    expect(categorySlug('Renovatie en energie')).toBe('renovatie-en-energie');
    expect(categorySlug('Algemene vergadering')).toBe('algemene-vergadering');
  });
});

describe('groupFaqByTheme', () => {
  it('keeps the themes in display order and questions by order', () => {
    const entry = (id: string, theme: 'De syndicus' | 'Algemene vergadering', order: number) => ({
      id,
      question: id,
      theme,
      order,
      answerHtml: '',
    });
    const groups = groupFaqByTheme([
      entry('b', 'Algemene vergadering', 1),
      entry('a2', 'De syndicus', 2),
      entry('a1', 'De syndicus', 1),
    ]);
    expect(groups.map((g) => [g.theme, g.entries.map((e) => e.id)])).toEqual([
      ['De syndicus', ['a1', 'a2']],
      ['Algemene vergadering', ['b']],
    ]);
  });
});
