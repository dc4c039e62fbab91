import { parsePortfolio, parsePortfolioItem, PortfolioFormatError } from '../parsePortfolio';
import { SPEC_EMPTY_ITEM } from '../../../../testing/portfolioFixture';
import { PORTFOLIO_FALLBACKS, PORTFOLIO_PLACEHOLDER_IMAGE, type PortfolioItem } from '../portfolioItem';

const complete = {
  id: 'residentie-klaproos',
  title: 'Residentie Klaproos',
  image: '/api/portfolio/images/residentie-klaproos/image.generated.png',
  location: 'Sint-Niklaas',
  description: 'Appartementsgebouw met 24 appartementen.',
  year: 2016,
  detailsLink: '/syndicus-appartementen',
  isNieuw: true,
  kind: 'appartementen',
  voorbeeld: false,
};

function item(raw: unknown): PortfolioItem {
  const result = parsePortfolioItem(raw);
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result.item;
}

describe('parsePortfolioItem', () => {
  it('keeps a complete item, with the year as text', () => {
    expect(item(complete)).toEqual({ ...complete, year: '2016' });
  });

  it('gives every missing field the specification’s fallback', () => {
    expect(item({ id: 'x' })).toEqual({
      id: 'x',
      ...SPEC_EMPTY_ITEM,
      image: PORTFOLIO_PLACEHOLDER_IMAGE,
      // An item that does not say whether it is real is shown as a sample.
      voorbeeld: true,
    });
    expect(PORTFOLIO_FALLBACKS.image).toBe(PORTFOLIO_PLACEHOLDER_IMAGE);
  });

  it.each([
    ['title', '   ', 'Untitled'],
    ['title', 42, 'Untitled'],
    ['location', '', 'Location TBD'],
    ['location', null, 'Location TBD'],
    ['description', ['tekst'], 'Description coming soon'],
    ['year', '', 'TBD'],
    ['year', 20.5, 'TBD'],
    ['year', true, 'TBD'],
    ['detailsLink', '', '#'],
    ['detailsLink', 'javascript:alert(1)', '#'],
    ['detailsLink', '//elders.example/pagina', '#'],
    ['detailsLink', 'relatief/pad', '#'],
    ['image', '', PORTFOLIO_PLACEHOLDER_IMAGE],
    ['image', 'data:image/png;base64,AAAA', PORTFOLIO_PLACEHOLDER_IMAGE],
    ['image', 'javascript:alert(1)', PORTFOLIO_PLACEHOLDER_IMAGE],
    ['image', '//cdn.example/x.png', PORTFOLIO_PLACEHOLDER_IMAGE],
    ['image', 42, PORTFOLIO_PLACEHOLDER_IMAGE],
  ])('falls back when %s is %p', (field, value, expected) => {
    expect(item({ ...complete, [field]: value })[field as keyof PortfolioItem]).toBe(expected);
  });

  it('trims text, and accepts a year given as text', () => {
    const parsed = item({ ...complete, title: '  Hof ter Linde ', year: ' 2019 ' });
    expect(parsed.title).toBe('Hof ter Linde');
    expect(parsed.year).toBe('2019');
  });

  it('accepts image and details URLs over http(s), absolute paths and paths relative to the data', () => {
    expect(item({ ...complete, image: 'https://example.org/a.png' }).image).toBe('https://example.org/a.png');
    expect(item({ ...complete, image: './image.generated.png' }).image).toBe('./image.generated.png');
    expect(item({ ...complete, detailsLink: 'https://example.org/project' }).detailsLink).toBe(
      'https://example.org/project',
    );
    expect(item({ ...complete, detailsLink: '#' }).detailsLink).toBe('#');
  });

  it('counts only a real boolean true as new, and only known kinds', () => {
    expect(item({ ...complete, isNieuw: 'true' }).isNieuw).toBe(false);
    expect(item({ ...complete, isNieuw: 1 }).isNieuw).toBe(false);
    expect(item({ ...complete, kind: 'villa' }).kind).toBeNull();
    expect(item({ ...complete, kind: 'kmo-park' }).kind).toBe('kmo-park');
  });

  it('accepts a numeric id as text', () => {
    expect(item({ ...complete, id: 7 }).id).toBe('7');
  });

  it.each([
    ['null', null],
    ['a string', 'Residentie Klaproos'],
    ['a number', 3],
    ['a list', [complete]],
    ['an object without id', { title: 'Zonder id' }],
    ['an empty id', { ...complete, id: '  ' }],
    ['a negative id', { ...complete, id: -1 }],
    ['an object id', { ...complete, id: { x: 1 } }],
  ])('rejects %s', (_label, raw) => {
    const result = parsePortfolioItem(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/\S/);
  });
});

describe('parsePortfolio', () => {
  it('keeps the order, rejects what cannot be an item and repeated ids, and says which', () => {
    const { items, rejected } = parsePortfolio([complete, null, { id: 'b' }, { ...complete, title: 'Dubbel' }, 'x']);
    expect(items.map((i) => i.id)).toEqual(['residentie-klaproos', 'b']);
    expect(rejected.map((r) => r.index)).toEqual([1, 3, 4]);
    expect(rejected[1].reason).toContain('residentie-klaproos');
  });

  it('throws for anything but a list', () => {
    for (const raw of [{ items: [] }, null, 'x', 1]) expect(() => parsePortfolio(raw)).toThrow(PortfolioFormatError);
  });
});
