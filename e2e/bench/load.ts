/**
 * Load benchmark: what the real server answers per second, and how long the slowest 1% wait, for a page and for the
 * API, with autocannon on loopback. Each target gets a short warm-up, then a bounded run (10 s, 50 connections by
 * default), requested the way a browser asks (brotli accepted). Prints a table and writes
 * bench-results/load[-BENCH_LABEL].json. Not a test: it reports.
 *   npm run bench:load
 *   LOAD_SECONDS=20 LOAD_CONNECTIONS=100 PUBLIC_DIR=/elsewhere BENCH_LABEL=before npx tsx e2e/bench/load.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSiteServer } from '../support/siteServer';

const root = path.resolve(__dirname, '../..');
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const TARGETS = ['/', '/contact', '/page-data/index/page-data.json', '/api/portfolio'];

interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  kilobytesPerRequest: number;
  errors: number;
  non2xx: number;
}

function load(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
  });
}

async function main(): Promise<void> {
  const server = await startSiteServer(
    Number(process.env.BENCH_PORT ?? 9125),
    process.env.PUBLIC_DIR ? { PUBLIC_DIR: process.env.PUBLIC_DIR } : {},
  );
  const results: LoadResult[] = [];
  try {
    for (const target of TARGETS) {
      await load(`${server.origin}${target}`, 2);
      const r = await load(`${server.origin}${target}`, SECONDS);
      results.push({
        path: target,
        requestsPerSecond: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        kilobytesPerRequest: Math.round((r.throughput.total / Math.max(1, r.requests.total) / 1024) * 10) / 10,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
      });
    }
  } finally {
    server.stop();
  }
  console.log(`${CONNECTIONS} verbindingen, ${SECONDS} s per adres, brotli aanvaard`);
  console.log('| adres | verzoeken/s | p50 | p99 | KB per antwoord | fouten |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of results)
    console.log(
      `| \`${r.path}\` | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.kilobytesPerRequest} | ${r.errors + r.non2xx} |`,
    );
  const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL.replace(/[^a-z0-9_-]+/gi, '_')}` : '';
  const out = path.join(root, 'bench-results', `load${label}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const settings = { connections: CONNECTIONS, seconds: SECONDS };
  fs.writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), settings, results }, null, 2)}\n`);
  console.log(`JSON: ${path.relative(root, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
