import { relatedArticles, selectTeaserArticles, type ArticleSummary } from '../articleSelection';

const article = (slug: string, date: string, category = 'Syndicus', tags: string[] = []): ArticleSummary => ({
  slug,
  date,
  category,
  tags,
});

const report = article('tevredenheidsrapport-2024', '2025-03-20', 'Nieuws');
const podcast = article('vastgoedpraat-podcast', '2026-06-11', 'Nieuws');

describe('selectTeaserArticles', () => {
  it('shows the newest article, then the satisfaction report and the podcast', () => {
    const newest = article('nieuwe-regels', '2026-11-05');
    const older = article('ouder', '2026-10-01');
    expect(selectTeaserArticles([older, report, newest, podcast]).map((a) => a.slug)).toEqual([
      'nieuwe-regels',
      'tevredenheidsrapport-2024',
      'vastgoedpraat-podcast',
    ]);
  });

  it('fills up with the next newest when the newest is itself featured', () => {
    const older = article('ouder', '2026-01-01');
    const newerPodcast = { ...podcast, date: '2026-12-01' };
    expect(selectTeaserArticles([older, report, newerPodcast]).map((a) => a.slug)).toEqual([
      'vastgoedpraat-podcast',
      'tevredenheidsrapport-2024',
      'ouder',
    ]);
  });

  it('a newly added article becomes the first card', () => {
    const posts = [report, podcast, article('a', '2026-01-01')];
    const withNew = [...posts, article('net-verschenen', '2026-11-21')];
    expect(selectTeaserArticles(posts)[0].slug).toBe('vastgoedpraat-podcast');
    expect(selectTeaserArticles(withNew)[0].slug).toBe('net-verschenen');
  });

  it('copes with fewer articles than cards', () => {
    expect(selectTeaserArticles([article('enig', '2026-01-01')]).map((a) => a.slug)).toEqual(['enig']);
    expect(selectTeaserArticles([])).toEqual([]);
  });
});

describe('relatedArticles', () => {
  const current = article('huidig', '2026-01-01', 'Financieel beheer', ['reservefonds', 'begroting']);

  it('prefers shared category and tags, never the article itself', () => {
    const all = [
      current,
      article('zelfde-categorie', '2025-01-01', 'Financieel beheer'),
      article('twee-tags', '2025-01-01', 'Syndicus', ['reservefonds', 'begroting']),
      article('alles-gemeen', '2024-01-01', 'Financieel beheer', ['reservefonds']),
      article('niets-gemeen', '2026-06-01', 'Nieuws'),
    ];
    expect(relatedArticles(current, all).map((a) => a.slug)).toEqual(['alles-gemeen', 'twee-tags', 'zelfde-categorie']);
  });

  it('breaks ties by date and fills up with unrelated articles', () => {
    const all = [article('oud', '2020-01-01', 'Nieuws'), article('nieuw', '2026-05-01', 'Nieuws')];
    expect(relatedArticles(current, all, 2).map((a) => a.slug)).toEqual(['nieuw', 'oud']);
  });
});
