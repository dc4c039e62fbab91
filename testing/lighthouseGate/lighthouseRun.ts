/** Lighthouse as it comes (its mobile profile: slow 4G, CPU ×4), through its Node API, on a fresh Chromium per pair. */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import type { Flags, Result } from 'lighthouse';
import { RECAPTCHA_SCRIPT_URL } from '../../src/components/recaptcha/recaptchaClient';
import { chromiumFlags, chromiumPath } from '../chromium';
import { RETURNING_VISITOR_STORAGE } from '../returningVisitor';
import { mainThreadCpuMs, workUnitMs, type TraceEvent } from './cpuTime';
import { JUDGED_CATEGORIES, type PairedRun, type SiteAndTwin, type SiteRun, type Timings, type Visit } from './verdict';

/** A returning visitor's cookie choice, stored from robots.txt (cache still cold), kept by disableStorageReset. */
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

type LcpElementDetails = { items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[] };
type UserTimings = { items?: { name: string; timingType: string }[] };

/** One Lighthouse run, and what both runs of a pair are timed on. No full-page screenshot: it is for the report. */
async function runLighthouse(url: string, port: number, visit: Visit, site: boolean) {
  const { default: lighthouse } = await import('lighthouse');
  const flags: Flags = {
    port,
    logLevel: 'silent',
    // The twin is only timed; the site is also judged on the categories that must score 100.
    onlyCategories: site ? ['performance', ...JUDGED_CATEGORIES] : ['performance'],
    disableStorageReset: visit === 'returning',
    disableFullPageScreenshot: true,
    // Google's reCAPTCHA script (form pages, once idle) is not ours to measure and CI cannot reach it: blocked the way
    // Lighthouse expects, so its failed download is not counted as a console error.
    blockedUrlPatterns: [`${RECAPTCHA_SCRIPT_URL}*`],
  };
  const result = await lighthouse(url, flags);
  if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse: ${result?.lhr.runtimeError?.code} op ${url}.`);
  const { lhr, artifacts } = result;
  const lcpMs = lhr.audits['largest-contentful-paint'].numericValue;
  if (lcpMs === undefined) throw new Error('Lighthouse gaf geen LCP.');
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined;
  const lcpNode = lcp?.items?.[0]?.items?.[0]?.node;
  const timings: Timings = {
    cpuMs: mainThreadCpuMs(artifacts.Trace.traceEvents as TraceEvent[]),
    lcpMs,
    lcpElement: (lcpNode?.nodeLabel ?? lcpNode?.snippet ?? '?').slice(0, 60),
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? 0,
  };
  return { lhr, timings };
}

function judged({ lhr: { audits, categories }, timings }: { lhr: Result; timings: Timings }): SiteRun {
  const scores = JUDGED_CATEGORIES.map((c) => [c, Math.round((categories[c].score ?? 0) * 100)]);
  return {
    ...timings,
    scores: Object.fromEntries(scores) as SiteRun['scores'],
    cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    marks: ((audits['user-timings']?.details as UserTimings)?.items ?? [])
      .filter((i) => i.timingType === 'Mark')
      .map((i) => i.name),
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
      .map((a) => a.id),
  };
}

/**
 * Twin and site one right after the other in one fresh Chromium (a fresh profile, driven through its debugging port),
 * the work unit timed before and after. The caller alternates which goes first, so neither always gets the warmer or
 * the quieter moment.
 */
export async function measurePair(urls: SiteAndTwin<string>, visit: Visit, twinFirst: boolean): Promise<PairedRun> {
  const unitBefore = workUnitMs();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  let pair: SiteAndTwin<SiteRun, Timings>;
  try {
    if (visit === 'returning') await storeCookieChoice(chrome.port, new URL(urls.site).origin);
    const site = async () => judged(await runLighthouse(urls.site, chrome.port, visit, true));
    const twin = async () => (await runLighthouse(urls.twin, chrome.port, visit, false)).timings;
    pair = twinFirst ? { twin: await twin(), site: await site() } : { site: await site(), twin: await twin() };
  } finally {
    chrome.kill();
  }
  return { ...pair, unitMs: (unitBefore + workUnitMs()) / 2 };
}
