import fs from 'node:fs';
import path from 'node:path';
import { scriptsLoaded } from './budgets/scriptsLoaded';
import { publicDir } from './builtHtml';
import { linkKeyRoutes } from '../src/lib/routes';
import { expect, test, waitUntilInteractive } from './fixtures';

// The budget of a page without MUI components to hydrate: gzipped JavaScript that a first visit loads until the page is
// interactive, counted in the browser (the brief's limit 120 KB, its aim under 100). React DOM and Gatsby's runtime
// take most of it; MUI's styling engine and the theme come only where MUI's components hydrate (StyleScope).
const BUDGET_KB = 90;
/**
 * Pages over the budget, with the ceiling each must stay under until its code is cut. Counted in the browser,
 * the code of their interactive parts (forms with react-hook-form and zod, tabs and carousels:
 * the deferred islands) is part of what the page loads before it is interactive; the old count from webpack's
 * chunk groups left it out. Lower a ceiling whenever a page gets lighter; raise one only openly, saying why.
 */
const CEILINGS_KB: Record<string, number> = {
  // Sections that hydrate with the page (the home page's testimonials and portfolio) are MUI components: MUI's styling
  // engine, the theme, Box, Typography and Container come with the page, and it hydrates once they are there
  // (withStyleScope). The FAQ's questions are static HTML an inline script opens (faqDisclosure.ts).
  '/': 119.5,
  '/faq': 114.5,
  // Each ceiling is the page's figure when it was last set, rounded up to the next half KB; their history is in git.
  // All were lowered by 1.4 KB on 30 November: the cookie preferences are server HTML an inline script answers, and
  // the banner's listener, the dialog's island and the overlay hooks of the runtime left the shell's bundle.
  // The three forms hydrate once the page is interactive and idle ('afterInteractive'): react-hook-form, zod and
  // MUI's form components (55–66 KB) are not part of the first load, and the server HTML takes typing, ticks and
  // presses meanwhile (holdEarlyTaps). Their pages still hydrate MUI's Section and Box, so the style scope is in it.
  '/contact': 113.5,
  '/offerte': 113.5,
  '/melden': 114.5,
  // The pages a link with a key opens (one template). Each loads its own part at once: it fetches what the key opens.
  // The status look-up without a key is a form and hydrates after the page, as the three forms do. The pages import
  // the API's addresses and limits from modules without zod (statusLinks, statusRules, jobLinks, knownProblemLinks,
  // photoLimits); the contractor's page and the resident's confirmation fetch the API's schemas, which check their
  // fields, once the page is idle (jobChecks).
  '/melden/status': 114,
  '/melden/status/wijzigen': 133,
  '/melden/doorsturen': 130.5,
  '/aannemer': 138.5,
  '/melden/opgelost': 130.5,
  '/melden/volgen': 130,
  '/melden/afmelden': 130,
  '/melden/samenvoegen': 131.5,
  // The content pages' shared chunk holds MUI's Alert and the blog categories. Lowered from 133 with the shared chunks
  // named per set of chunks: it loaded the one chunk of everything any two islands share.
  '/portfolio': 129.5,
};

/** One page per page component (pages of one template load the same scripts, as a rule), from Gatsby's page data. */
function onePagePerComponent(): string[] {
  const byComponent = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'page-data.json') {
        const data = JSON.parse(fs.readFileSync(full, 'utf8')) as { path: string; componentChunkName: string };
        if (!/^\/404|dev-404/.test(data.path) && !byComponent.has(data.componentChunkName))
          byComponent.set(data.componentChunkName, data.path);
      }
    }
  };
  walk(path.join(publicDir, 'page-data'));
  return [...byComponent.values()].sort();
}

// The pages a link with a key opens share one template but each loads its own part at once: each is measured.
const pages = [...new Set([...onePagePerComponent(), ...linkKeyRoutes])].sort();

// The first load is the same at every width (overlay code comes afterwards): measured once, on the phone.
test('the budget covers every kind of page', () => {
  // One page per component: the fixed pages, and one each of the article, blog list, vacancy, legal and composed page.
  expect(pages.length).toBeGreaterThan(10);
  for (const fixed of ['/', '/contact', '/offerte', '/portfolio', '/faq', '/vacatures', '/sitemap'])
    expect(pages).toContain(fixed);
});

for (const pagePath of pages) {
  const limitKb = CEILINGS_KB[pagePath] ?? BUDGET_KB;
  test(`${pagePath}: the JavaScript a first visit loads stays within ${limitKb} KB gzipped`, async ({ page }) => {
    await page.goto(pagePath);
    await waitUntilInteractive(page);
    // Overlay code (menu, dialogs) follows once the page is idle: reported apart, it is not what the page needs.
    await page.waitForLoadState('networkidle');
    const { firstLoad, afterwards } = await scriptsLoaded(page, publicDir);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      `Eerste-laad-JS ${test.info().project.name} ${pagePath}: ${kb(firstLoad.gzipBytes)} KB gz (${firstLoad.files.length} bestanden); ` +
        `daarna in rusttijd ${kb(afterwards.gzipBytes)} KB (${afterwards.files.length})`,
    );
    expect(
      firstLoad.files.some((f) => /^\/app-/.test(f)),
      'the app bundle was loaded before the page was interactive',
    ).toBe(true);
    expect(firstLoad.gzipBytes / 1024, firstLoad.files.join(', ')).toBeLessThanOrEqual(limitKb);
  });
}
