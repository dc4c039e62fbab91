/**
 * Lighthouse (mobile, simulated throttling) on the phone of testing/phoneProfile.ts, whatever host runs it, each page
 * beside its no-script twin (testing/siteTwin.ts, testing/twinComparison.ts).
 *
 * Each pair (twin and site, in alternating order) gets a fresh Chromium, and both runs slow the CPU by the host's
 * benchmark index / 500: a host twice as fast is slowed twice as much. The index is the one Lighthouse measured last:
 * on a plain page (e2e/support/plainPage, served by the real server) before the first pair, then at the start of each
 * run. When a run's own index differs by more than a third from the one its slowdown came from, the host changed speed
 * in between, and the pair is made again (at the new index). A run that errors is made again, never counted.
 *
 * Each run also keeps its trace, from which the main thread's own CPU time is read (testing/mainThreadCpu.ts): what the
 * gate holds is counted in it, beside Lighthouse's own figures in wall-clock time.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { getLogNormalScore } from 'lighthouse/shared/statistics.js';
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
import {
  cpuBlockingTimeMs,
  cpuMainThreadMs,
  pageMainThreadTasks,
  wallMainThreadMs,
  type MainThreadTask,
  type TraceEvent,
} from '../../testing/mainThreadCpu';
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
  finalDisplayedUrl: string;
  runtimeError?: { code: string };
  environment: { benchmarkIndex: number };
  categories: Record<Category, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      id: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      details?: unknown;
      scoringOptions?: { p10: number; median: number };
    }
  >;
};

/**
 * Lighthouse's performance score with its blocking time counted in CPU time: the TBT audit's share of the score
 * scored again, on Lighthouse's own curve, from the main thread's CPU blocking time instead of the wall-clock one.
 */
function performanceInCpuTime(report: LighthouseReport, cpuBlockingMs: number): number {
  const tbt = report.audits['total-blocking-time'];
  const refs = report.categories.performance.auditRefs;
  const share = (refs.find((ref) => ref.id === tbt.id)?.weight ?? 0) / refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (!tbt.scoringOptions || tbt.score === null || share === 0)
    throw new Error('Lighthouse gaf geen weging of curve voor de blokkeertijd.');
  const rescored =
    report.categories.performance.score + share * (getLogNormalScore(tbt.scoringOptions, cpuBlockingMs) - tbt.score);
  return Math.round(rescored * 100);
}

/** A Lighthouse report with the page's main-thread tasks from the trace of the same run. */
interface MeasuredRun {
  report: LighthouseReport;
  mainThread: MainThreadTask[] | null;
}

/** Where LIGHTHOUSE_TRACES_DIR asks for every run's trace, to open in DevTools' Performance panel. */
const tracesDir = process.env.LIGHTHOUSE_TRACES_DIR;
let savedTraces = 0;

/** Runs the Lighthouse CLI against an already running Chromium; the reason instead when it produced no report. */
function lighthouse(url: string, port: number, extraFlags: string[]): MeasuredRun | string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-report-'));
  const out = path.join(dir, 'report.json');
  try {
    const result = spawnSync(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--save-assets',
        `--port=${port}`,
        ...extraFlags,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (result.status !== 0) return `exit ${result.status}`;
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport;
    if (report.runtimeError) return report.runtimeError.code;
    const traceFile = path.join(dir, 'report-0.trace.json');
    // A run of audits that need no trace (the calibration) has none.
    if (!fs.existsSync(traceFile)) return { report, mainThread: null };
    if (tracesDir) {
      fs.mkdirSync(tracesDir, { recursive: true });
      const { port: serverPort, pathname } = new URL(url);
      const name = `${String(++savedTraces).padStart(3, '0')}-${serverPort}${pathname.replace(/\W+/g, '_')}.trace.json`;
      fs.copyFileSync(traceFile, path.join(tracesDir, name));
    }
    const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
    return { report, mainThread: pageMainThreadTasks(trace.traceEvents) };
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

function summariseRun({ report, mainThread }: MeasuredRun, cpuSlowdown: number): RunFigures & { runIndex: number } {
  if (!mainThread) throw new Error(`Lighthouse gaf geen trace van ${report.finalDisplayedUrl}.`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)])) as Record<
    Category,
    number
  >;
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
    .map((a) => a.id);
  const cpuBlockingMs = cpuBlockingTimeMs(mainThread, cpuSlowdown);
  return {
    scores,
    performanceInCpuTime: performanceInCpuTime(report, cpuBlockingMs),
    cls: report.audits['cumulative-layout-shift'].numericValue ?? 0,
    lcpMs: report.audits['largest-contentful-paint'].numericValue ?? 0,
    tbtMs: report.audits['total-blocking-time'].numericValue ?? 0,
    cpuBlockingMs,
    cpuMainThreadMs: cpuMainThreadMs(mainThread, cpuSlowdown),
    wallMainThreadMs: wallMainThreadMs(mainThread, cpuSlowdown),
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
  const run = lighthouse(calibrationUrl, port, ['--only-audits=viewport']);
  if (typeof run === 'string') throw new Error(`kalibratie: ${run}`);
  return run.report.environment.benchmarkIndex;
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
      const [first, second] = (reports as MeasuredRun[]).map((run) => summariseRun(run, cpuSlowdown));
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
        `  ${page} paar ${i + 1}: site ${describeRun(pair.site)}, tweeling ${describeRun(pair.twin)}, ${describeCalibration(pair.hostIndex, pair.cpuSlowdown)}; ${Math.round((Date.now() - started) / 1000)} s`,
      );
    }
    const comparison = compareToTwin(page, pairs);
    comparisons.push(comparison);
    onPage(comparison);
  }
  return comparisons;
}

/** A run's score and blocking time, and how much of its main thread's wall-clock time was its own CPU time. */
const describeRun = (run: RunFigures): string =>
  `${run.scores.performance} (TBT ${Math.round(run.tbtMs)} ms), in CPU-tijd ${run.performanceInCpuTime} ` +
  `(TBT ${Math.round(run.cpuBlockingMs)} ms; ` +
  `hoofdthread ${Math.round(run.cpuMainThreadMs)} ms CPU in ${Math.round(run.wallMainThreadMs)} ms)`;

/** One line per page: site against twin, then every pair with the host and slowdown it was measured at. */
export function describeComparison(comparison: TwinComparison): string {
  const { site, twin, scoreGap, cpuScoreGap, tbtAddedMs, cpuBlockingAddedMs } = comparison;
  const pairs = comparison.pairs
    .map(
      (p) =>
        `${p.site.performanceInCpuTime}/${p.twin.performanceInCpuTime} (${describeCalibration(p.hostIndex, p.cpuSlowdown)}${p.steady ? '' : ', onrustig'})`,
    )
    .join('; ');
  return (
    `Lighthouse ${comparison.page}, in CPU-tijd: prestaties ${site.performanceInCpuTime}, zonder scripts ` +
    `${twin.performanceInCpuTime}: ${cpuScoreGap} punten verschil, ${Math.round(cpuBlockingAddedMs)} ms blokkeertijd erbij; ` +
    `in kloktijd (Lighthouse): ${site.scores.performance} tegen ${twin.performance}, ${scoreGap} punten, ` +
    `${Math.round(tbtAddedMs)} ms erbij; ` +
    `${CATEGORIES.filter((c) => c !== 'performance')
      .map((c) => `${c} ${site.scores[c]}`)
      .join(', ')}, CLS ${site.cls.toFixed(3)} ` +
    `(mediaan van ${comparison.pairs.length})\n  site/tweeling in CPU-tijd per run: ${pairs}`
  );
}
