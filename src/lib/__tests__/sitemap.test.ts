import { routes, unlistedRoutes } from '../routes';
import { sitemapGroups, sitemapPaths } from '../sitemap';

const vacancies = [
  { title: 'Beheerder syndicus', path: '/vacatures/beheerder-syndicus' },
  { title: 'Assistent-beheerder syndicus', path: '/vacatures/assistent-beheerder-syndicus' },
];

describe('HTML sitemap', () => {
  it('links every route once, except the unlisted ones (thank-you pages, the pages of signed links), and the vacancies content gives it', () => {
    const paths = sitemapPaths(sitemapGroups(vacancies));
    expect(new Set(paths).size).toBe(paths.length);
    const expected = Object.values(routes).filter((path) => !unlistedRoutes.includes(path));
    expect([...paths].sort()).toEqual([...expected, ...vacancies.map((v) => v.path)].sort());
  });

  it('lists the vacancies under Vacatures, and none when there are none', () => {
    const vacatures = sitemapGroups(vacancies)
      .flatMap((group) => group.entries)
      .find((entry) => entry.to === routes.vacatures);
    expect(vacatures?.children).toEqual([
      { label: 'Beheerder syndicus', to: '/vacatures/beheerder-syndicus' },
      { label: 'Assistent-beheerder syndicus', to: '/vacatures/assistent-beheerder-syndicus' },
    ]);
    expect(
      sitemapGroups()
        .flatMap((group) => group.entries)
        .find((entry) => entry.to === routes.vacatures)?.children,
    ).toBeUndefined();
  });
});
