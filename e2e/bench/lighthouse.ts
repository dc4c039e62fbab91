/**
 * Lighthouse benchmark: every kind of page beside its no-script twin, measured as the gate measures them
 * (testing/lighthouseGate), printed as a table (main-thread CPU time and simulated LCP of site and twin, and their
 * ratios) and written to bench-results/lighthouse[-BENCH_LABEL].json. Not a test: it reports. The gate is
 * `npm run test:lighthouse`.
 *   npm run bench:lighthouse                         (builds first when public/ is stale)
 *   PUBLIC_DIR=/elsewhere BENCH_LABEL=before npx tsx e2e/bench/lighthouse.ts   (another build)
 *   LIGHTHOUSE_PAGES=/,/faq LIGHTHOUSE_RUNS=5 LIGHTHOUSE_SLOW_SCRIPT_MS=300 …
 */
import fs from 'node:fs';
import path from 'node:path';
import { gatedPages, measureAgainstTwin, publicDirectory, ratioToTwin } from '../../testing/lighthouseGate';
import { routes } from '../../src/lib/routes';
import { startSiteServer } from '../support/siteServer';

const root = path.resolve(__dirname, '../..');

/** Every kind of page: home, a service page, an article, the contact form, the FAQ, the portfolio, the report. */
function allPages(): string[] {
  const { home, article, form } = gatedPages(publicDirectory());
  return [home, routes.syndicusAppartementen, article, form, routes.faq, routes.portfolio, routes.melden];
}

async function main(): Promise<void> {
  const comparisons = await measureAgainstTwin({
    pages: allPages(),
    port: Number(process.env.BENCH_PORT ?? 9125),
    serve: startSiteServer,
  });
  console.log(
    `\n${comparisons[0]?.pairs.length ?? 0} paren per pagina: CPU-tijd gemiddeld, LCP de mediaan; site ÷ tweeling per paar tussen haakjes.`,
  );
  console.log(
    '| pagina | bezoek | CPU site | CPU tweeling | CPU × | scripts (eenheden) | LCP site | LCP tweeling | LCP × | blokkering site / tweeling | grootste verf (site) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { page, visit, pairs, site, twin, cpuRatio, scriptUnits, unitMs, lcpRatio } of comparisons) {
    const each = (key: 'cpuMs' | 'lcpMs') => pairs.map((p) => ratioToTwin(p, key).toFixed(2)).join(' ');
    const elements = [...new Set(pairs.map((p) => p.site.lcpElement))].join(' / ');
    console.log(
      `| \`${page}\` | ${visit === 'first' ? 'eerste' : 'terugkerend'} | ${Math.round(site.cpuMs)} ms | ${Math.round(twin.cpuMs)} ms | ${cpuRatio.toFixed(2)} (${each('cpuMs')}) | ` +
        `${scriptUnits.toFixed(2)} × ${Math.round(unitMs)} ms | ` +
        `${Math.round(site.lcpMs)} ms | ${Math.round(twin.lcpMs)} ms | ${lcpRatio.toFixed(2)} (${each('lcpMs')}) | ` +
        `${Math.round(site.tbtMs)} / ${Math.round(twin.tbtMs)} ms | ${elements} |`,
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
