/**
 * The Lighthouse gate (`npm run test:lighthouse`) and benchmark (`npm run bench:lighthouse`): each page beside its
 * no-script twin, both served by the real server in the same run, in pairs made one right after the other (twin first
 * in every other pair). The verdict rests on site ÷ twin (verdict.ts), so the host's speed and load need no
 * calibration, no waiting and no retries.
 */
import { measurePair } from './lighthouseRun';
import { busyLoopSteps, copySiteWithRewrittenPages, stripScripts, withBlockingScript } from './siteCopies';
import type { SiteCopy } from './siteCopies';
import { compareToTwin, type PairedRun, type TwinComparison } from './verdict';

export { launchChromium } from './lighthouseRun';
export { gateViolations, goalShortfalls, LCP_GOAL_RATIO, MAX_CPU_RATIO, type TwinComparison } from './verdict';

/**
 * Home (the most islands), an article (the template most pages use) and the contact form. /melden, whose form costs
 * twice as much, and the other kinds of page are measured by the benchmark.
 */
export const GATED_PAGES = ['/', '/blog/de-rol-van-een-reservefonds', '/contact'];
/** Every kind of page: home, a service page, an article, the contact form, the FAQ, the portfolio, the report. */
export const ALL_PAGES = ['/', '/syndicus-appartementen', GATED_PAGES[1], '/contact', '/faq', '/portfolio', '/melden'];

/** Starts the real server on `port` for the built site in `publicDir` (e2e/support/siteServer.ts). */
export type ServeSite = (port: number, publicDir: string) => Promise<{ origin: string; stop(): void }>;

export interface TwinMeasurement {
  publicDir: string;
  pages: string[];
  /** Pairs per page; the medians count. */
  runs: number;
  /** The site's port; the twin gets port + 50. */
  port: number;
  serve: ServeSite;
  /** Measures the site with an extra script that keeps every page this many ms of CPU time busy (0: as built). */
  slowScriptMs?: number;
  onPage?: (comparison: TwinComparison) => void;
}

/** Measures each page `runs` times beside its twin and compares them. */
export async function measureAgainstTwin(options: TwinMeasurement): Promise<TwinComparison[]> {
  const { publicDir, pages, runs, port, serve, slowScriptMs = 0, onPage } = options;
  const copies: SiteCopy[] = [];
  const servers: { origin: string; stop(): void }[] = [];
  try {
    const twin = copySiteWithRewrittenPages(publicDir, pages, stripScripts);
    copies.push(twin);
    if (slowScriptMs > 0) {
      const steps = busyLoopSteps(slowScriptMs);
      copies.push(copySiteWithRewrittenPages(publicDir, pages, (html) => withBlockingScript(html, steps)));
    }
    const siteDir = slowScriptMs > 0 ? copies[1].dir : publicDir;
    servers.push(await serve(port, siteDir), await serve(port + 50, twin.dir));
    const [site, twinServer] = servers;
    const comparisons: TwinComparison[] = [];
    for (const page of pages) {
      const pairs: PairedRun[] = [];
      for (let i = 0; i < runs; i++) {
        const measure = () => measurePair(`${twinServer.origin}${page}`, `${site.origin}${page}`, i % 2 === 0);
        // Lighthouse itself sometimes loses a trace (NO_NAVSTART): that pair is made once more, a verdict never.
        const pair = await measure().catch((error: unknown) => {
          console.warn(`  ! ${page} paar ${i + 1}: ${error instanceof Error ? error.message : error}; opnieuw.`);
          return measure();
        });
        pairs.push(pair);
        console.log(`  ${page} paar ${i + 1}: ${describePair(pair)}`);
      }
      comparisons.push(compareToTwin(page, pairs));
      onPage?.(comparisons.at(-1)!);
    }
    return comparisons;
  } finally {
    servers.forEach((server) => server.stop());
    copies.forEach((copy) => copy.remove());
  }
}

const describePair = ({ site, twin }: PairedRun): string =>
  `CPU ${Math.round(site.cpuMs)}/${Math.round(twin.cpuMs)} ms (×${(site.cpuMs / twin.cpuMs).toFixed(2)}), ` +
  `LCP ${Math.round(site.lcpMs)}/${Math.round(twin.lcpMs)} ms (×${(site.lcpMs / twin.lcpMs).toFixed(2)}); grootste verf '${site.lcpElement}'` +
  (site.lcpElement === twin.lcpElement ? '' : `, tweeling '${twin.lcpElement}'`);

/** One line per page: site against twin (medians), and the deterministic figures. */
export function describeComparison({ page, pairs, cpuRatio, lcpRatio, site, twin }: TwinComparison): string {
  const exact = (['accessibility', 'best-practices', 'seo'] as const).map((c) => `${c} ${site.scores[c]}`).join(', ');
  return (
    `Lighthouse ${page} (mediaan van ${pairs.length} paren): hoofdthread ${Math.round(site.cpuMs)} ms CPU tegen ` +
    `${Math.round(twin.cpuMs)} zonder scripts (×${cpuRatio.toFixed(2)}), LCP ${Math.round(site.lcpMs)} tegen ` +
    `${Math.round(twin.lcpMs)} ms (×${lcpRatio.toFixed(2)}); ${exact}, CLS ${site.cls.toFixed(3)}`
  );
}
