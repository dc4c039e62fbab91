/** The minimum an article needs to be compared with others. */
export interface ArticleSummary {
  slug: string;
  date: string;
  category: string;
  tags: readonly string[];
}

// ISO dates and ASCII slugs: a plain comparison orders them, without the cost of setting up a locale collator
// (~15 ms the first time on a phone, while the page hydrates).
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byNewest = (a: ArticleSummary, b: ArticleSummary) => compare(b.date, a.date) || compare(a.slug, b.slug);

/** Slugs the home page's blog teaser always shows beside the newest article (spec, Home section 7). */
export const FEATURED_TEASER_SLUGS = ['tevredenheidsrapport-2024', 'vastgoedpraat-podcast'] as const;
export const TEASER_SIZE = 3;

/**
 * The home teaser: the most recent article, then the satisfaction report and the podcast; when the newest is
 * one of those (or one is missing), the next newest articles fill the row up to three.
 */
export function selectTeaserArticles<T extends ArticleSummary>(articles: readonly T[]): T[] {
  const newestFirst = [...articles].sort(byNewest);
  const picked: T[] = [];
  const add = (article: T | undefined) => {
    if (article && !picked.includes(article) && picked.length < TEASER_SIZE) picked.push(article);
  };
  add(newestFirst[0]);
  for (const slug of FEATURED_TEASER_SLUGS) add(newestFirst.find((a) => a.slug === slug));
  for (const article of newestFirst) add(article);
  return picked;
}

/**
 * Related articles: same category weighs 2, each shared tag 1; ties go to the newest. Articles with nothing in
 * common are used only to fill up, so every article links onwards.
 */
export function relatedArticles<T extends ArticleSummary>(
  current: ArticleSummary,
  articles: readonly T[],
  count = 3,
): T[] {
  const tags = new Set(current.tags);
  const score = (a: ArticleSummary) =>
    (a.category === current.category ? 2 : 0) + a.tags.filter((t) => tags.has(t)).length;
  return articles
    .filter((a) => a.slug !== current.slug)
    .map((article) => ({ article, score: score(article) }))
    .sort((a, b) => b.score - a.score || byNewest(a.article, b.article))
    .slice(0, count)
    .map(({ article }) => article);
}
