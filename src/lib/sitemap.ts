import { legalNav, reportPageLink, residentialNav, routes } from './routes';

/** One link of the HTML sitemap, possibly with pages below it. */
export interface SitemapEntry {
  label: string;
  to: string;
  children?: readonly SitemapEntry[];
}

export interface SitemapGroup {
  title: string;
  entries: readonly SitemapEntry[];
}

/** A blog article or a vacancy as the sitemap lists it (both come from content/). */
export interface SitemapArticle {
  title: string;
  /** The page's route, e.g. '/blog/wat-doet-een-syndicus' or '/vacatures/beheerder-syndicus'. */
  path: string;
}

/**
 * Every page of the site for the HTML sitemap (/sitemap), grouped as a visitor looks for them, with the open
 * vacancies (from content/vacatures) under Vacatures. The unlisted routes (unlistedRoutes: the thank-you pages and the
 * pages the signed links in the firm's e-mails open) are left out. A unit test checks that no route is missing.
 */
export function sitemapGroups(vacancies: readonly SitemapArticle[] = []): SitemapGroup[] {
  return [
    {
      title: 'Diensten',
      entries: [
        residentialNav,
        { label: 'KMO-parken', to: routes.kmoParken },
        { label: 'Bedrijvenparken', to: routes.bedrijvenparken },
        { label: 'Nieuwbouw', to: routes.nieuwbouw },
      ],
    },
    {
      title: 'Over ons',
      entries: [
        { label: 'Over ons', to: routes.overOns },
        { label: 'Portfolio', to: routes.portfolio },
        {
          label: 'Vacatures',
          to: routes.vacatures,
          ...(vacancies.length && { children: vacancies.map(({ title, path }) => ({ label: title, to: path })) }),
        },
      ],
    },
    {
      title: 'Informatie',
      entries: [
        { label: 'Home', to: routes.home },
        { label: 'Blog', to: routes.blog },
        { label: 'Veelgestelde vragen', to: routes.faq },
      ],
    },
    {
      title: 'Contact',
      entries: [
        { label: 'Contact', to: routes.contact },
        { label: 'Vrijblijvende offerte', to: routes.offerte },
        { label: 'Tarieven', to: routes.tarieven },
        reportPageLink,
        { label: 'Uw melding opvolgen', to: routes.meldenStatus },
      ],
    },
    {
      title: 'Juridisch',
      entries: legalNav,
    },
  ];
}

/** Every path the groups link to, in order. */
export function sitemapPaths(groups: readonly SitemapGroup[] = sitemapGroups()): string[] {
  const walk = (entries: readonly SitemapEntry[]): string[] =>
    entries.flatMap((e) => [e.to, ...walk(e.children ?? [])]);
  return groups.flatMap((group) => walk(group.entries));
}
