/**
 * Lighthouse benchmark: every page beside its no-script twin, calibrated as the gate measures them (see
 * e2e/lighthouse/calibratedLighthouse.ts), printed as a table (site, twin, gap and blocking time added, in the main
 * thread's CPU time as the gate counts them and in Lighthouse's wall-clock time; CPU slowdown) and
 * written to bench-results/lighthouse[-BENCH_LABEL].json. Not a test: it reports. The gate is `npm run test:lighthouse`.
 *   npm run bench:lighthouse                         (builds first when public/ is stale)
 *   PUBLIC_DIR=/elsewhere BENCH_LABEL=before npx tsx e2e/bench/lighthouse.ts   (another build)
 *   LIGHTHOUSE_PAGES=/,/faq LIGHTHOUSE_RUNS=5 LIGHTHOUSE_SLOW_SCRIPT_MS=300 …
 */
import fs from 'node:fs';
import path from 'node:path';
import { PHONE_BENCHMARK_INDEX } from '../../testing/phoneProfile';
import { median } from '../../testing/twinComparison';
import { ALL_PAGES, describeComparison, measureAgainstTwin } from '../lighthouse/calibratedLighthouse';
import { startTwinServers } from '../lighthouse/twinServers';

const root = path.resolve(__dirname, '../..');
const publicDir = path.resolve(root, process.env.PUBLIC_DIR ?? 'public');
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
const pages = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : ALL_PAGES;
const slowScriptMs = Number(process.env.LIGHTHOUSE_SLOW_SCRIPT_MS || 0);

async function main(): Promise<void> {
  const servers = await startTwinServers({
    port: Number(process.env.BENCH_PORT ?? 9125),
    publicDir,
    pages,
    slowScriptMs,
  });
  let comparisons;
  try {
    comparisons = await measureAgainstTwin(servers.origins, pages, runs, (c) => console.log(describeComparison(c)));
  } finally {
    servers.stop();
  }
  const pairs = comparisons.flatMap((c) => c.pairs);
  const indexes = pairs.map((p) => p.hostIndex);
  const slowdowns = pairs.map((p) => p.cpuSlowdown);
  console.log(
    `\nGekalibreerd op een telefoon met index ${PHONE_BENCHMARK_INDEX}: host-index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (mediaan ${Math.round(median(indexes))}), CPU ×${Math.min(...slowdowns).toFixed(2)}–×${Math.max(...slowdowns).toFixed(2)}; mediaan van ${runs} paren per pagina${slowScriptMs > 0 ? `; vertraagd met ${slowScriptMs} ms per pagina` : ''}.`,
  );
  console.log(
    '| pagina | site (CPU-tijd) | tweeling | verschil | TBT erbij | site (Lighthouse, kloktijd) | tweeling | verschil | TBT erbij | CPU | site/tweeling per paar (CPU-tijd) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const c of comparisons) {
    const cpu = c.pairs.map((p) => p.cpuSlowdown);
    console.log(
      `| \`${c.page}\` | ${c.site.performanceInCpuTime} | ${c.twin.performanceInCpuTime} | ${c.cpuScoreGap} | ${Math.round(c.cpuBlockingAddedMs)} ms | ${c.site.scores.performance} | ${c.twin.performance} | ${c.scoreGap} | ${Math.round(c.tbtAddedMs)} ms | ×${Math.min(...cpu).toFixed(1)}–×${Math.max(...cpu).toFixed(1)} | ${c.pairs.map((p) => `${p.site.performanceInCpuTime}/${p.twin.performanceInCpuTime}`).join(' ')} |`,
    );
  }
  const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL.replace(/[^a-z0-9_-]+/gi, '_')}` : '';
  const out = path.join(root, 'bench-results', `lighthouse${label}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), comparisons }, null, 2)}\n`);
  console.log(`JSON: ${path.relative(root, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
