/**
 * Lighthouse benchmark: the calibrated figures of every page (see e2e/lighthouse/calibratedLighthouse.ts), printed
 * as a table with the host and slowdown of each run, and written to bench-results/lighthouse[-BENCH_LABEL].json.
 * Not a test: it reports. The gate is `npm run test:lighthouse`.
 *   npm run bench:lighthouse                         (builds first when public/ is stale)
 *   PUBLIC_DIR=/elsewhere BENCH_LABEL=before npx tsx e2e/bench/lighthouse.ts   (another build)
 *   LIGHTHOUSE_PAGES=/,/faq LIGHTHOUSE_RUNS=5 …
 */
import fs from 'node:fs';
import path from 'node:path';
import { PHONE_BENCHMARK_INDEX } from '../../testing/phoneProfile';
import { startPlainPageServer, startSiteServer } from '../support/siteServer';
import { DEFAULT_PAGES, describePage, measurePages, median } from '../lighthouse/calibratedLighthouse';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 9125);
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? DEFAULT_PAGES;

async function main(): Promise<void> {
  const site = await startSiteServer(port, process.env.PUBLIC_DIR ? { PUBLIC_DIR: process.env.PUBLIC_DIR } : {});
  const plain = await startPlainPageServer(port + 100);
  let summaries;
  try {
    summaries = await measurePages(site.origin, `${plain.origin}/`, pages, runs, (s) => console.log(describePage(s)));
  } finally {
    site.stop();
    plain.stop();
  }
  const indexes = summaries.flatMap((s) => s.runs.map((r) => r.hostIndex));
  const slowdowns = summaries.flatMap((s) => s.runs.map((r) => r.cpuSlowdown));
  console.log(
    `\nGekalibreerd op een telefoon met index ${PHONE_BENCHMARK_INDEX}: host-index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (mediaan ${Math.round(median(indexes))}), CPU ×${Math.min(...slowdowns).toFixed(2)}–×${Math.max(...slowdowns).toFixed(2)}; mediaan van ${runs} runs per pagina.`,
  );
  console.log('| pagina | prestaties | TBT | LCP | CLS | scores per run |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const s of summaries) {
    console.log(
      `| \`${s.page}\` | ${s.median.scores.performance} | ${Math.round(s.median.tbtMs)} ms | ${(s.median.lcpMs / 1000).toFixed(2)} s | ${s.median.cls.toFixed(3)} | ${s.runs.map((r) => r.scores.performance).join(' / ')} |`,
    );
  }
  const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL.replace(/[^a-z0-9_-]+/gi, '_')}` : '';
  const out = path.join(root, 'bench-results', `lighthouse${label}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), summaries }, null, 2)}\n`);
  console.log(`JSON: ${path.relative(root, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
