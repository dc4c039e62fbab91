/**
 * Lighthouse (mobile, simulated throttling) on the phone of testing/phoneProfile.ts, whatever host runs it.
 *
 * Each run gets a fresh Chromium. In it Lighthouse first measures the host's benchmark index on a plain page
 * (e2e/support/plainPage, served by the real server), and the run that follows slows the CPU by index / 500: a host
 * twice as fast is slowed twice as much. Lighthouse reports the index again for the run itself; when the two differ
 * by more than a third the host changed speed in between, and the run is made again. A run that errors is made again,
 * never counted. A run only counts when the page's code ran: the page must have set its own `page-interactive` mark.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from '../../testing/chromium';
import { calibratedCpuSlowdown, describeCalibration } from '../../testing/phoneProfile';
import { waitForQuietCpu } from './quietCpu';
import { PAGE_INTERACTIVE_MARK } from '../../src/runtime/markers';
import { RECAPTCHA_SCRIPT_URL } from '../../src/components/recaptcha/recaptchaClient';

const root = path.resolve(__dirname, '../..');
const lighthouseCli = path.join(root, 'node_modules/lighthouse/cli/index.js');

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The kinds of page measured: home, a service page, an article, the contact form, the FAQ, the portfolio and the
 * defect report.
 */
export const DEFAULT_PAGES = [
  '/',
  '/syndicus-appartementen',
  '/blog/de-rol-van-een-reservefonds',
  '/contact',
  '/faq',
  '/portfolio',
  '/melden',
];

export interface CalibratedRun {
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** The host's benchmark index measured right before the run, and the CPU slowdown derived from it. */
  hostIndex: number;
  cpuSlowdown: number;
  /** The index Lighthouse measured at the start of the run itself. */
  runIndex: number;
  /** False when the host's speed changed between calibration and run on every attempt. */
  steady: boolean;
  /** When the page marked itself interactive (ms after navigation start), or null when it never did. */
  interactiveAtMs: number | null;
  /** Binary or numeric audits that did not pass. */
  failing: string[];
}

export interface PageSummary {
  page: string;
  runs: CalibratedRun[];
  median: { scores: Record<Category, number>; cls: number; lcpMs: number; tbtMs: number };
}

const ATTEMPTS = 3;
/** The run's own index may differ this much from the calibration before the run is made again. */
const STEADY_RATIO = 1 / 3;

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

function summariseRun(
  report: LighthouseReport,
  calibration: { hostIndex: number; cpuSlowdown: number },
  steady: boolean,
): CalibratedRun {
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
    ...calibration,
    runIndex: report.environment.benchmarkIndex,
    steady,
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

/** One calibrated run of `url`; `calibrationUrl` is the plain page on which the host's speed is measured. */
export async function runCalibratedLighthouse(url: string, calibrationUrl: string): Promise<CalibratedRun> {
  let unsteady: CalibratedRun | null = null;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    await waitForQuietCpu();
    const chrome = await launchChromium();
    let problem: string;
    try {
      const hostIndex = hostBenchmarkIndex(chrome.port, calibrationUrl);
      const cpuSlowdown = calibratedCpuSlowdown(hostIndex);
      const report = lighthouse(url, chrome.port, [
        `--only-categories=${CATEGORIES.join(',')}`,
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
        // Google's reCAPTCHA script (form pages, once idle) is not ours to measure and CI cannot reach it:
        // blocked the way Lighthouse expects, so its failed download is not counted as a console error.
        `--blocked-url-patterns=${RECAPTCHA_SCRIPT_URL}*`,
      ]);
      if (typeof report === 'string') {
        problem = report;
      } else {
        const drift = Math.abs(report.environment.benchmarkIndex / hostIndex - 1);
        const run = summariseRun(report, { hostIndex, cpuSlowdown }, drift <= STEADY_RATIO);
        if (run.steady) return run;
        unsteady = run;
        problem = `de host veranderde van snelheid (${Math.round(hostIndex)} → ${Math.round(report.environment.benchmarkIndex)})`;
      }
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    } finally {
      chrome.kill();
    }
    if (attempt < ATTEMPTS) console.warn(`  ! ${url}: ${problem}; nieuwe poging ${attempt + 1} van ${ATTEMPTS}.`);
    else if (unsteady) {
      console.warn(`  ! ${url}: ${problem}, ${ATTEMPTS} keer na elkaar; de laatste run telt, gemarkeerd als onrustig.`);
      return unsteady;
    } else throw new Error(`Lighthouse faalde ${ATTEMPTS} keer voor ${url} (${problem}).`);
  }
  throw new Error('unreachable');
}

/** Measures each page `runs` times (each run calibrated on its own) and takes the medians. */
export async function measurePages(
  origin: string,
  calibrationUrl: string,
  pages: string[],
  runs: number,
  onPage: (summary: PageSummary) => void = () => undefined,
): Promise<PageSummary[]> {
  const summaries: PageSummary[] = [];
  for (const page of pages) {
    const pageRuns: CalibratedRun[] = [];
    for (let i = 0; i < runs; i++) pageRuns.push(await runCalibratedLighthouse(`${origin}${page}`, calibrationUrl));
    const summary: PageSummary = {
      page,
      runs: pageRuns,
      median: {
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(pageRuns.map((r) => r.scores[c]))])) as Record<
          Category,
          number
        >,
        cls: median(pageRuns.map((r) => r.cls)),
        lcpMs: median(pageRuns.map((r) => r.lcpMs)),
        tbtMs: median(pageRuns.map((r) => r.tbtMs)),
      },
    };
    summaries.push(summary);
    onPage(summary);
  }
  return summaries;
}

/** One line per page: the medians, then every run's score with the host and slowdown it was measured at. */
export function describePage(summary: PageSummary): string {
  const { scores, cls, lcpMs, tbtMs } = summary.median;
  const runs = summary.runs
    .map(
      (r) =>
        `${r.scores.performance} (${describeCalibration(r.hostIndex, r.cpuSlowdown)}${r.steady ? '' : ', onrustig'})`,
    )
    .join('; ');
  return (
    `Lighthouse ${summary.page}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}; ` +
    `CLS ${cls.toFixed(3)}, LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms (mediaan van ${summary.runs.length})\n` +
    `  runs: ${runs}`
  );
}
