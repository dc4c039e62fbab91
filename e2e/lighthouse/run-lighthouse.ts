/**
 * The Lighthouse gate of `npm test`: each gated page beside its no-script twin (the same HTML and CSS without any
 * script, served by a second instance of the real server), in calibrated pairs (see calibratedLighthouse.ts). The
 * medians must hold: the score the scripts cost and the blocking time they add, both in the main thread's CPU time,
 * within testing/twinComparison.ts's limits, accessibility, best practices and SEO 100, CLS 0, and the page's own code
 * ran (its `page-interactive` mark).
 *
 * LIGHTHOUSE_SLOW_SCRIPT_MS=300 measures a slowed build instead of the site: every gated page with one more script
 * that blocks the main thread that long. The gate must fail it.
 */
import path from 'node:path';
import { PAGE_INTERACTIVE_MARK } from '../../src/runtime/markers';
import { twinViolations } from '../../testing/twinComparison';
import { describeComparison, measureAgainstTwin } from './calibratedLighthouse';
import { startTwinServers } from './twinServers';

/**
 * Home (the most islands), an article (the template most pages use) and the contact form: pages whose scripts cost
 * about the same, so that one limit is close to each. /melden, whose report form costs twice as much, and the other
 * kinds of page are measured by `npm run bench:lighthouse`. Three pairs each fit 10 minutes on the slowest machine of
 * this kind (README, 'De meetlat').
 */
const GATED_PAGES = ['/', '/blog/de-rol-van-een-reservefonds', '/contact'];

const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
const pages = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : GATED_PAGES;
const slowScriptMs = Number(process.env.LIGHTHOUSE_SLOW_SCRIPT_MS || 0);

async function main(): Promise<number> {
  if (slowScriptMs > 0)
    console.log(`Vertraagde build: elke pagina met een script dat ${slowScriptMs} ms blokkeert. De poort moet falen.`);
  const servers = await startTwinServers({
    port: Number(process.env.LIGHTHOUSE_PORT ?? 9124),
    publicDir: path.resolve(__dirname, '../..', process.env.PUBLIC_DIR ?? 'public'),
    pages,
    slowScriptMs,
  });
  const started = Date.now();
  let failures = 0;
  try {
    await measureAgainstTwin(servers.origins, pages, runs, (comparison) => {
      console.log(describeComparison(comparison));
      for (const problem of twinViolations(comparison, PAGE_INTERACTIVE_MARK)) {
        failures++;
        console.error(`  ✗ ${problem}`);
      }
    });
  } finally {
    servers.stop();
  }
  console.log(
    `Lighthouse: ${pages.length} pagina's × ${runs} paren in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
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
