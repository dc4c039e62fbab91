import {
  countByKind,
  filterPortfolio,
  newPortfolioItems,
  NO_PORTFOLIO_FILTER,
  portfolioLocations,
  sortPortfolio,
} from '../portfolioFilters';
import { hasDetailsLink, portfolioImageUrl, type PortfolioKind } from '../portfolioItem';

const items = [
  { title: 'B', year: '2019', location: 'Aalst', kind: 'appartementen' as PortfolioKind, isNieuw: false },
  { title: 'A', year: 'TBD', location: 'Eeklo', kind: null, isNieuw: true },
  { title: 'C', year: '2025', location: 'Aalst', kind: 'nieuwbouw' as PortfolioKind, isNieuw: true },
  { title: 'Á', year: '2019', location: 'Ëine', kind: 'appartementen' as PortfolioKind, isNieuw: false },
];

describe('portfolio helpers', () => {
  it('sorts newest first, unknown years last, then by title in Dutch order', () => {
    expect(sortPortfolio(items).map((i) => i.title)).toEqual(['C', 'Á', 'B', 'A']);
  });

  it('keeps only new items for the carousel', () => {
    expect(newPortfolioItems(items).map((i) => i.title)).toEqual(['A', 'C']);
  });

  it('filters by kind, by location, by both, or not at all', () => {
    expect(filterPortfolio(items, NO_PORTFOLIO_FILTER)).toHaveLength(4);
    expect(filterPortfolio(items, { kind: 'appartementen', location: null }).map((i) => i.title)).toEqual(['B', 'Á']);
    expect(filterPortfolio(items, { kind: null, location: 'Aalst' }).map((i) => i.title)).toEqual(['B', 'C']);
    expect(filterPortfolio(items, { kind: 'nieuwbouw', location: 'Eeklo' })).toEqual([]);
  });

  it('lists each location once, alphabetically', () => {
    expect(portfolioLocations(items)).toEqual(['Aalst', 'Eeklo', 'Ëine']);
  });

  it('counts items per known kind', () => {
    expect(Object.fromEntries(countByKind(items))).toEqual({ appartementen: 2, nieuwbouw: 1 });
  });

  it('knows when an item has a details page, and where its images are served', () => {
    expect(hasDetailsLink({ detailsLink: '#' })).toBe(false);
    expect(hasDetailsLink({ detailsLink: '/nieuwbouw' })).toBe(true);
    expect(portfolioImageUrl('hof ter linde', 'image.generated.png')).toBe(
      '/api/portfolio/images/hof%20ter%20linde/image.generated.png',
    );
  });
});
