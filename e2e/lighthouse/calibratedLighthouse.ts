/**
 * Lighthouse (mobile, simulated throttling) on the phone of testing/phoneProfile.ts, whatever host runs it, each page
 * beside its no-script twin (testing/siteTwin.ts, testing/twinComparison.ts).
 *
 * Each pair (twin and site, in alternating order) gets a fresh Chromium, and both runs slow the CPU by the host's
 * benchmark index / 500: a host twice as fast is slowed twice as much. The index is the one Lighthouse measured last:
 * on a plain page (e2e/support/plainPage, served by the real server) before the first pair, then at the start of each
 * run. When a run's own index differs by more than a third from the one its slowdown came from, the host changed speed
 * in between, and the pair is made again (at the new index). A run that errors is made again, never counted.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from '../../testing/chromium';
import { calibratedCpuSlowdown, describeCalibration } from '../../testing/phoneProfile';
import {
  CATEGORIES,
  compareToTwin,
  type Category,
  type PairedRun,
  type RunFigures,
  type TwinComparison,
} from '../../testing/twinComparison';
import { waitForQuietCpu } from './quietCpu';
import { PAGE_INTERACTIVE_MARK } from '../../src/runtime/markers';
import { RECAPTCHA_SCRIPT_URL } from '../../src/components/recaptcha/recaptchaClient';

const root = path.resolve(__dirname, '../..');
const lighthouseCli = path.join(root, 'node_modules/lighthouse/cli/index.js');

/**
 * The kinds of page measured: home, a service page, an article, the contact form, the FAQ, the portfolio and the
 * defect report.
 */
export const ALL_PAGES = [
  '/',
  '/syndicus-appartementen',
  '/blog/de-rol-van-een-reservefonds',
  '/contact',
  '/faq',
  '/portfolio',
  '/melden',
];

const ATTEMPTS = 3;
/**
 * How long a pair waits for a quiet machine. The twin beside the site cancels most of what a busy machine does to a
 * run, so a short wait is enough; in CI nothing else runs.
 */
const QUIET_WAIT_MS = 5_000;
/** The run's own index may differ this much from the calibration before the pair is made again. */
const STEADY_RATIO = 1 / 3;

type LighthouseReport = {
  runtimeError?: { code: string };
  environment: { benchmarkIndex: number };
  categories: Record<Category, { score: number }>;
  audits: Record<
    string,
    { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number; details?: unknown }
  >;
};

/** Runs the Lighthouse CLI against an already running Chromium; the reason instead when it produced no report. */
function lighthouse(url: string, port: number, extraFlags: string[]): LighthouseReport | string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-report-'));
  const out = path.join(dir, 'report.json');
  try {
    const result = spawnSync(
      process.execPath,
      [lighthouseCli, url, '--quiet', '--output=json', `--output-path=${out}`, `--port=${port}`, ...extraFlags],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (result.status !== 0) return `exit ${result.status}`;
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport;
    return report.runtimeError ? report.runtimeError.code : report;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The page's own `page-interactive` mark from the user-timings audit (observed, not simulated, time). */
function interactiveMarkMs(report: LighthouseReport): number | null {
  const details = report.audits['user-timings']?.details as
    { items?: { name: string; timingType: string; startTime: number }[] } | undefined;
  const mark = details?.items?.find((item) => item.name === PAGE_INTERACTIVE_MARK && item.timingType === 'Mark');
  return mark ? mark.startTime : null;
}

function summariseRun(report: LighthouseReport): RunFigures & { runIndex: number } {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)])) as Record<
    Category,
    number
  >;
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
    .map((a) => a.id);
  return {
    scores,
    cls: report.audits['cumulative-layout-shift'].numericValue ?? 0,
    lcpMs: report.audits['largest-contentful-paint'].numericValue ?? 0,
    tbtMs: report.audits['total-blocking-time'].numericValue ?? 0,
    runIndex: report.environment.benchmarkIndex,
    interactiveAtMs: interactiveMarkMs(report),
    failing,
  };
}

/** A Chromium with a fresh profile, for Lighthouse to drive through its debugging port. */
export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
}

/**
 * Lighthouse's benchmark index of this host now, measured by Lighthouse itself on the plain page in the Chromium
 * listening on `port`.
 */
export function hostBenchmarkIndex(port: number, calibrationUrl: string): number {
  const report = lighthouse(calibrationUrl, port, ['--only-audits=viewport']);
  if (typeof report === 'string') throw new Error(`kalibratie: ${report}`);
  return report.environment.benchmarkIndex;
}

/**
 * The host's benchmark index as last measured: on the calibration page before the first run, then by each Lighthouse
 * run itself at its start, so that no run is spent on calibration alone.
 */
interface HostSpeed {
  index: number | null;
  calibrationUrl: string;
}

/**
 * The twin and the site of one page, measured one right after the other in one fresh Chromium at one CPU slowdown
 * (from the host's latest index), in the order given (the caller alternates it, so neither always gets the warmer or
 * the quieter minute).
 */
async function runCalibratedPair(
  twinUrl: string,
  siteUrl: string,
  host: HostSpeed,
  twinFirst: boolean,
): Promise<PairedRun> {
  let unsteady: PairedRun | null = null;
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (attempt > 1) console.warn(`  ! ${siteUrl}: ${problem}; nieuwe poging ${attempt} van ${ATTEMPTS}.`);
    const chrome = await launchChromium();
    try {
      const hostIndex = (host.index ??= hostBenchmarkIndex(chrome.port, host.calibrationUrl));
      const cpuSlowdown = calibratedCpuSlowdown(hostIndex);
      const flags = [
        `--only-categories=${CATEGORIES.join(',')}`,
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
        // Google's reCAPTCHA script (form pages, once idle) is not ours to measure and CI cannot reach it:
        // blocked the way Lighthouse expects, so its failed download is not counted as a console error.
        `--blocked-url-patterns=${RECAPTCHA_SCRIPT_URL}*`,
      ];
      const order = twinFirst ? [twinUrl, siteUrl] : [siteUrl, twinUrl];
      const reports = order.map((url) => lighthouse(url, chrome.port, flags));
      const failed = reports.find((r): r is string => typeof r === 'string');
      if (failed) {
        problem = failed;
        continue;
      }
      const [first, second] = (reports as LighthouseReport[]).map(summariseRun);
      host.index = second.runIndex;
      const [twin, site] = twinFirst ? [first, second] : [second, first];
      const steady = [twin, site].every((run) => Math.abs(run.runIndex / hostIndex - 1) <= STEADY_RATIO);
      const pair: PairedRun = { twin, site, hostIndex, cpuSlowdown, steady };
      if (steady) return pair;
      problem = `de host veranderde van snelheid (${Math.round(hostIndex)} → ${Math.round(twin.runIndex)} / ${Math.round(site.runIndex)})`;
      // Made again once, at the index just measured; a host that keeps changing speed is measured as it is.
      const retried = unsteady !== null;
      unsteady = pair;
      if (retried) break;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    } finally {
      chrome.kill();
    }
  }
  if (!unsteady) throw new Error(`Lighthouse faalde ${ATTEMPTS} keer voor ${siteUrl} (${problem}).`);
  console.warn(`  ! ${siteUrl}: ${problem}; de onrustige meting telt.`);
  return unsteady;
}

/** Measures each page `runs` times beside its twin (twin first in every other pair) and compares them. */
export async function measureAgainstTwin(
  origins: { site: string; twin: string; calibration: string },
  pages: string[],
  runs: number,
  onPage: (comparison: TwinComparison) => void = () => undefined,
): Promise<TwinComparison[]> {
  const comparisons: TwinComparison[] = [];
  const host: HostSpeed = { index: null, calibrationUrl: origins.calibration };
  for (const page of pages) {
    const pairs: PairedRun[] = [];
    for (let i = 0; i < runs; i++) {
      await waitForQuietCpu(QUIET_WAIT_MS);
      const started = Date.now();
      const pair = await runCalibratedPair(`${origins.twin}${page}`, `${origins.site}${page}`, host, i % 2 === 0);
      pairs.push(pair);
      console.log(
        `  ${page} paar ${i + 1}: site ${pair.site.scores.performance} (TBT ${Math.round(pair.site.tbtMs)} ms), tweeling ${pair.twin.scores.performance} (TBT ${Math.round(pair.twin.tbtMs)} ms), ${describeCalibration(pair.hostIndex, pair.cpuSlowdown)}; ${Math.round((Date.now() - started) / 1000)} s`,
      );
    }
    const comparison = compareToTwin(page, pairs);
    comparisons.push(comparison);
    onPage(comparison);
  }
  return comparisons;
}

/** One line per page: site against twin, then every pair with the host and slowdown it was measured at. */
export function describeComparison(comparison: TwinComparison): string {
  const { site, twin, scoreGap, tbtAddedMs } = comparison;
  const pairs = comparison.pairs
    .map(
      (p) =>
        `${p.site.scores.performance}/${p.twin.scores.performance} (${describeCalibration(p.hostIndex, p.cpuSlowdown)}${p.steady ? '' : ', onrustig'})`,
    )
    .join('; ');
  return (
    `Lighthouse ${comparison.page}: prestaties ${site.scores.performance} (TBT ${Math.round(site.tbtMs)} ms), ` +
    `zonder scripts ${twin.performance} (TBT ${Math.round(twin.tbtMs)} ms): ${scoreGap} punten verschil, ` +
    `${Math.round(tbtAddedMs)} ms blokkeertijd erbij; ` +
    `${CATEGORIES.filter((c) => c !== 'performance')
      .map((c) => `${c} ${site.scores[c]}`)
      .join(', ')}, CLS ${site.cls.toFixed(3)} ` +
    `(mediaan van ${comparison.pairs.length})\n  site/tweeling per run: ${pairs}`
  );
}
