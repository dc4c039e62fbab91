/** Lighthouse as it comes (its mobile profile: slow 4G, CPU ×4), run by its CLI against a fresh Chromium per pair. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { RECAPTCHA_SCRIPT_URL } from '../../src/components/recaptcha/recaptchaClient';
import { chromiumFlags, chromiumPath } from '../chromium';
import { RETURNING_VISITOR_STORAGE } from '../returningVisitor';
import { mainThreadCpuMs, workUnitMs, type TraceEvent } from './cpuTime';
import { CATEGORIES, perCategory } from './verdict';
import type { Category, PairedRun, RunFigures, SiteAndTwin, Visit } from './verdict';

const lighthouseCli = path.resolve(__dirname, '../../node_modules/lighthouse/cli/index.js');
/** Where LIGHTHOUSE_TRACES_DIR asks for every run's trace, to open in DevTools' Performance panel. */
const tracesDir = process.env.LIGHTHOUSE_TRACES_DIR;
let savedTraces = 0;

interface LighthouseReport {
  runtimeError?: { code: string };
  categories: Record<Category, { score: number }>;
  audits: Record<string, Audit>;
}
interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: DetailItem[] };
}
/** A user timing, or the largest paint's table of nodes. */
type DetailItem = { name?: string; timingType?: string; items?: { node?: { nodeLabel?: string; snippet?: string } }[] };

/** A Chromium with a fresh profile, for Lighthouse to drive through its debugging port. */
export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
}

function figures({ audits, categories }: LighthouseReport, cpuMs: number): RunFigures {
  const lcpMs = audits['largest-contentful-paint'].numericValue;
  if (lcpMs === undefined) throw new Error('Lighthouse gaf geen LCP.');
  const lcpNode = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    scores: perCategory((c) => Math.round(categories[c].score * 100)),
    cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    lcpMs,
    lcpElement: (lcpNode?.nodeLabel ?? lcpNode?.snippet ?? '?').slice(0, 60),
    cpuMs,
    marks: (audits['user-timings']?.details?.items ?? []).filter((i) => i.timingType === 'Mark').map((i) => i.name!),
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
      .map((a) => a.id),
  };
}

/** A returning visitor's cookie choice, stored from robots.txt (cache still cold), kept by --disable-storage-reset. */
async function storeCookieChoice(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, RETURNING_VISITOR_STORAGE);
    await page.close();
  } finally {
    await browser.close(); // disconnects; the Chromium and its default profile stay for Lighthouse
  }
}

function runLighthouse(url: string, port: number, visit: Visit): RunFigures {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-report-'));
  const out = path.join(dir, 'report.json');
  const traceFile = path.join(dir, 'report-0.trace.json');
  try {
    const args = [url, '--quiet', '--output=json', `--output-path=${out}`, '--save-assets', `--port=${port}`];
    if (visit === 'returning') args.push('--disable-storage-reset');
    // Google's reCAPTCHA script (form pages, once idle) is not ours to measure and CI cannot reach it: blocked the way
    // Lighthouse expects, so its failed download is not counted as a console error.
    args.push(`--only-categories=${CATEGORIES.join(',')}`, `--blocked-url-patterns=${RECAPTCHA_SCRIPT_URL}*`);
    const result = spawnSync(process.execPath, [lighthouseCli, ...args], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Lighthouse stopte met code ${result.status} op ${url}.`);
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} op ${url}.`);
    if (tracesDir) {
      const { port: at, pathname } = new URL(url);
      const name = `${String(++savedTraces).padStart(3, '0')}-${at}${pathname.replace(/\W+/g, '_')}.trace.json`;
      fs.mkdirSync(tracesDir, { recursive: true });
      fs.copyFileSync(traceFile, path.join(tracesDir, name));
    }
    const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
    return figures(report, mainThreadCpuMs(trace.traceEvents));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Twin and site one right after the other in one fresh Chromium, the work unit timed before and after. The caller
 * alternates which goes first, so neither always gets the warmer or the quieter moment.
 */
export async function measurePair(urls: SiteAndTwin<string>, visit: Visit, twinFirst: boolean): Promise<PairedRun> {
  const unitBefore = workUnitMs();
  const chrome = await launchChromium();
  const run = (which: 'site' | 'twin') => runLighthouse(urls[which], chrome.port, visit);
  let pair: SiteAndTwin<RunFigures>;
  try {
    if (visit === 'returning') await storeCookieChoice(chrome.port, new URL(urls.site).origin);
    const first = run(twinFirst ? 'twin' : 'site');
    pair = twinFirst ? { twin: first, site: run('site') } : { site: first, twin: run('twin') };
  } finally {
    chrome.kill();
  }
  return { ...pair, unitMs: (unitBefore + workUnitMs()) / 2 };
}
