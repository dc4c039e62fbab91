/**
 * The Lighthouse gate of `npm test` (testing/lighthouseGate): each gated page beside its no-script twin. The median
 * of site ÷ twin main-thread CPU time must hold, the largest paint must be the twin's element; accessibility, best
 * practices and SEO 100, CLS 0, and the page's own code ran (its `page-interactive` mark). The LCP ratio's goal is
 * printed, not gated (verdict.ts, LCP_GOAL_RATIO).
 *
 * LIGHTHOUSE_SLOW_SCRIPT_MS=300 measures a slowed build instead of the site: every gated page with one more script
 * that blocks the main thread that long. The gate must fail it.
 */
import path from 'node:path';
import { PAGE_INTERACTIVE_MARK } from '../../src/runtime/markers';
import {
  describeComparison,
  gateViolations,
  GATED_PAGES,
  goalShortfalls,
  measureAgainstTwin,
} from '../../testing/lighthouseGate';
import { startSiteServer } from '../support/siteServer';

async function main(): Promise<number> {
  const slowScriptMs = Number(process.env.LIGHTHOUSE_SLOW_SCRIPT_MS || 0);
  if (slowScriptMs > 0)
    console.log(`Vertraagde build: elke pagina met een script dat ${slowScriptMs} ms blokkeert. De poort moet falen.`);
  const pages = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : GATED_PAGES;
  const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
  const started = Date.now();
  let failures = 0;
  await measureAgainstTwin({
    publicDir: path.resolve(__dirname, '../..', process.env.PUBLIC_DIR ?? 'public'),
    pages,
    runs,
    port: Number(process.env.LIGHTHOUSE_PORT ?? 9124),
    serve: (port, publicDir) => startSiteServer(port, { PUBLIC_DIR: publicDir }),
    slowScriptMs,
    onPage: (comparison) => {
      console.log(describeComparison(comparison));
      for (const problem of gateViolations(comparison, PAGE_INTERACTIVE_MARK)) {
        failures++;
        console.error(`  ✗ ${problem}`);
      }
      for (const shortfall of goalShortfalls(comparison)) console.log(`  ○ doel niet gehaald: ${shortfall}`);
    },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`Lighthouse: ${pages.length} pagina's × ${runs} paren in ${seconds} s.`);
  console.log(failures ? `Lighthouse: ${failures} grens/grenzen niet gehaald.` : 'Lighthouse: alle grenzen gehaald.');
  return failures ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
