/**
 * The Lighthouse gate of `npm test`: every page, five calibrated runs (see calibratedLighthouse.ts), medians held to
 * accessibility, best practices and SEO = 100, CLS = 0, and a performance floor per page.
 *
 * A single run still spreads by ±8 points on the calibrated phone, so the gate takes the median of five. Each floor
 * is the level the site reaches reliably there (the lowest of the gate's own medians over six fresh-clone CI runs)
 * minus 5, so that the gate fails a build that got slower, not a machine that is busy. Raise a floor when the site
 * gets faster; never lower one to make a build pass.
 */
import { PAGE_INTERACTIVE_MARK } from '../../src/runtime/markers';
import { startPlainPageServer, startSiteServer } from '../support/siteServer';
import { CATEGORIES, DEFAULT_PAGES, describePage, measurePages, type PageSummary } from './calibratedLighthouse';

const PERFORMANCE_FLOORS: Record<string, number> = {
  // The gate's medians over the last six fresh-clone CI runs, lowest first: / 89, 90, 91, 92, 94, 94; the service page
  // 90, 92, 95, 96, 96, 97; the article 90, 92, 94, 95, 96, 97; /contact 89, 93, 93, 93, 94, 96; /faq 87, 90, 91, 94,
  // 95, 95; /portfolio 88, 88, 89, 89, 91, 93; /melden 84, 86, 89, 90, 92. The sixth run measured the same pages
  // 4 to 8 points lower than the two before it, at the same host index: a slower minute the calibration did not see.
  '/': 84,
  '/syndicus-appartementen': 85,
  '/blog/de-rol-van-een-reservefonds': 85,
  '/contact': 84,
  '/faq': 82,
  '/portfolio': 83,
  '/melden': 79,
};
/** For a page measured through LIGHTHOUSE_PAGES that has no floor of its own. */
const DEFAULT_PERFORMANCE_FLOOR = Math.min(...Object.values(PERFORMANCE_FLOORS));

const port = Number(process.env.LIGHTHOUSE_PORT ?? 9124);
const runs = Number(process.env.LIGHTHOUSE_RUNS || 5);
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? DEFAULT_PAGES;

/** What is wrong with a page's medians, one line each. */
function violations(summary: PageSummary): string[] {
  const { scores, cls } = summary.median;
  const floor = PERFORMANCE_FLOORS[summary.page] ?? DEFAULT_PERFORMANCE_FLOOR;
  const failingAudits = [...new Set(summary.runs.flatMap((r) => r.failing))].join(', ');
  const problems: string[] = [];
  for (const category of CATEGORIES) {
    const required = category === 'performance' ? floor : 100;
    if (scores[category] < required)
      problems.push(`${category} ${scores[category]} < ${required}; audits onder de maat: ${failingAudits}`);
  }
  if (cls > 0) problems.push(`CLS ${cls} > 0`);
  const neverInteractive = summary.runs.filter((r) => r.interactiveAtMs === null).length;
  if (neverInteractive)
    problems.push(
      `in ${neverInteractive} van ${summary.runs.length} runs werd de pagina nooit interactief (geen '${PAGE_INTERACTIVE_MARK}'-markering): die meting telt niet`,
    );
  return problems;
}

async function main(): Promise<number> {
  const site = await startSiteServer(port);
  const plain = await startPlainPageServer(port + 100);
  let failures = 0;
  try {
    await measurePages(site.origin, `${plain.origin}/`, pages, runs, (summary) => {
      console.log(describePage(summary));
      for (const problem of violations(summary)) {
        failures++;
        console.error(`  ✗ ${problem}`);
      }
    });
  } finally {
    site.stop();
    plain.stop();
  }
  console.log(failures ? `Lighthouse: ${failures} budget(s) niet gehaald.` : 'Lighthouse: alle budgetten gehaald.');
  return failures ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
