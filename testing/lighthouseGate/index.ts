/** The Lighthouse gate (npm run test:lighthouse) and benchmark: each page beside its no-script twin, in pairs. */
import { publicDirectory } from './gatedPages';
import { measurePair } from './lighthouseRun';
import { copySiteWithRewrittenPages, returningVisitTwin, stripScripts, withBlockingScript } from './siteCopies';
import type { Rewrite } from './siteCopies';
import { against, compareToTwin, JUDGED_CATEGORIES, VISITS, type PairedRun, type TwinComparison } from './verdict';

export { gatedPages, publicDirectory } from './gatedPages';
export { gateViolations, goalShortfalls, ratioToTwin, type GatedKind } from './verdict';

/** Starts the real server on a port with PUBLIC_DIR for the built site (e2e/support/siteServer.ts). */
type Serve = (port: number, env: { PUBLIC_DIR: string }) => Promise<{ origin: string; stop(): void }>;
/** `pages` (or LIGHTHOUSE_PAGES, comma-separated); the twins get `port` + 50 (first visit) and + 60 (returning). */
type TwinMeasurement = { pages: string[]; port: number; serve: Serve; onPage?: (comparison: TwinComparison) => void };

/**
 * Each page LIGHTHOUSE_RUNS times (3) beside its twin, in the build in PUBLIC_DIR (public/), on a first and a returning
 * visit (LIGHTHOUSE_VISITS=first or =returning for one); LIGHTHOUSE_SLOW_SCRIPT_MS adds a script that blocks that long.
 * `onPage` gets each page's comparison once its line is printed.
 */
export async function measureAgainstTwin(options: TwinMeasurement): Promise<TwinComparison[]> {
  const { port, serve, onPage } = options;
  const { LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS, LIGHTHOUSE_SLOW_SCRIPT_MS, LIGHTHOUSE_VISITS } = process.env;
  const publicDir = publicDirectory();
  const pages = LIGHTHOUSE_PAGES ? LIGHTHOUSE_PAGES.split(',') : options.pages;
  const runs = Number(LIGHTHOUSE_RUNS || 3);
  const slowScriptMs = Number(LIGHTHOUSE_SLOW_SCRIPT_MS || 0);
  if (slowScriptMs > 0)
    console.log(`Vertraagde build: elke pagina met een script dat ${slowScriptMs} ms blokkeert. De poort moet falen.`);
  const stops: (() => void)[] = [];
  const serveBuild = async (at: number, rewrite?: Rewrite) => {
    const copy = rewrite && copySiteWithRewrittenPages(publicDir, pages, rewrite);
    if (copy) stops.push(copy.remove);
    const server = await serve(at, { PUBLIC_DIR: copy?.dir ?? publicDir });
    stops.unshift(server.stop); // each server stops before its files go
    return server;
  };
  try {
    const twins = {
      first: await serveBuild(port + 50, stripScripts),
      returning: await serveBuild(port + 60, returningVisitTwin),
    };
    const site = await serveBuild(port, slowScriptMs ? withBlockingScript(slowScriptMs) : undefined);
    const comparisons: TwinComparison[] = [];
    for (const visit of VISITS.filter((v) => !LIGHTHOUSE_VISITS || LIGHTHOUSE_VISITS === v))
      for (const page of pages) {
        const label = `${page}${visit === 'returning' ? ' (terugkerend)' : ''}`;
        const urls = { site: `${site.origin}${page}`, twin: `${twins[visit].origin}${page}` };
        const pairs: PairedRun[] = [];
        for (let i = 1; i <= runs; i++) {
          // Lighthouse itself sometimes loses a trace (NO_NAVSTART; once twice in a row on a quiet machine): that pair,
          // which gave no figures, is made again, at most twice. A verdict is never made again.
          let pair: PairedRun | undefined;
          for (let attempt = 0; !pair; attempt++)
            pair = await measurePair(urls, visit, i % 2 === 1).catch((error: unknown) => {
              console.warn(`  ! ${label} paar ${i}: ${error instanceof Error ? error.message : error}; opnieuw.`);
              if (attempt === 2) throw error;
              return undefined;
            });
          pairs.push(pair);
          console.log(`  ${label} paar ${i}: ${timings(compareToTwin(page, visit, [pair]))}; ${paintedLargest(pair)}`);
        }
        const comparison = compareToTwin(page, visit, pairs);
        const exact = JUDGED_CATEGORIES.map((c) => `${c} ${comparison.site.scores[c]}`).join(', ');
        console.log(
          `Lighthouse ${label}, site tegen tweeling over ${runs} paren (CPU gemiddeld, LCP mediaan): ` +
            `${timings(comparison)}; ${exact}, CLS ${comparison.site.cls.toFixed(3)}`,
        );
        comparisons.push(comparison);
        onPage?.(comparison);
      }
    return comparisons;
  } finally {
    stops.forEach((stop) => stop());
  }
}

const paintedLargest = ({ site, twin }: PairedRun): string =>
  `grootste verf '${site.lcpElement}'` + (site.lcpElement === twin.lcpElement ? '' : `, tweeling '${twin.lcpElement}'`);

const timings = ({ site, twin, cpuRatio, unitMs, scriptUnits, lcpRatio }: TwinComparison): string =>
  `CPU ${against(site.cpuMs, twin.cpuMs)} (×${cpuRatio.toFixed(2)}; scripts +${scriptUnits.toFixed(2)} eenheden ` +
  `van ${Math.round(unitMs)} ms), LCP ${against(site.lcpMs, twin.lcpMs)} (×${lcpRatio.toFixed(2)}), ` +
  `blokkering ${against(site.tbtMs, twin.tbtMs)}`;
