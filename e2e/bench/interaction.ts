/**
 * Interaction benchmark: how long a visitor on a mid-range phone waits between touching a control and seeing
 * its effect. Chromium (Playwright) on the built site served by the real server, on the phone of
 * testing/phoneProfile.ts: CPU ×4 (BENCH_CPU_SLOWDOWN), 150 ms round trip, 1.6 Mbps down, 750 Kbps up; a fresh browser
 * profile per run.
 *
 * The floor is the same tap on a plain HTML button (e2e/support/plainPage), served by the same server on the same
 * profile: every control is also printed as a ratio to it, which says what the site adds whatever the host.
 * A control that works without any script (an invoker command opening a native dialog) has a limit of its own: the same
 * tap on the page's no-script twin (the Lighthouse gate's), which costs what the browser alone needs for that effect
 * (opening a modal `<dialog>` restyles and lays out its whole content). Those controls are measured there too, in turns
 * with the site, and printed as a ratio to it: what the page's scripts add.
 *
 * Each control is used twice over: 3 s after the load event (median of 5 runs) and 0.5 s after it, while the
 * page may still be hydrating (3 runs: the tap must not be lost, and must be applied exactly once). The time
 * runs from the pointer event's own timestamp (so it includes any wait for a busy main thread) to the first
 * frame after which the effect is visible on screen.
 *
 * Prints a table and writes JSON to bench-results/interaction[-BENCH_LABEL].json. Not a test: it reports.
 *   npm run bench:interaction             (builds first when public/ is stale)
 *   PUBLIC_DIR=/elsewhere BENCH_LABEL=before npx tsx e2e/bench/interaction.ts   (another build)
 *   BENCH_ONLY=menu BENCH_RUNS=3 …        (one scenario, fewer runs)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../testing/chromium';
import { RETURNING_VISITOR_STORAGE } from '../../testing/returningVisitor';
import { PHONE_CPU_SLOWDOWN, PHONE_NETWORK, PHONE_NETWORK_CDP } from '../../testing/phoneProfile';
import { startPlainPageServer, startSiteServer } from '../support/siteServer';
import { copySiteWithRewrittenPages, returningVisitTwin } from '../../testing/lighthouseGate/siteCopies';
import { officeFacts } from '../../src/config/firm';

/** The tab tapped is the second office's: the first is open already. */
const secondOffice = officeFacts[1];

const root = path.resolve(__dirname, '../..');
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? PHONE_CPU_SLOWDOWN);
const LATE_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EARLY_RUNS = Number(process.env.BENCH_EARLY_RUNS ?? 3);
const LATE_MS = 3000;
const EARLY_MS = 500;
/** A tap without a visible effect after this long counts as lost. */
const LOST_AFTER_MS = 10_000;
/** How long after the effect the benchmark checks it is still there (a tap applied twice would undo a toggle). */
const SETTLE_MS = 1200;

const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
};
const desktop: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

interface Scenario {
  id: string;
  label: string;
  /** The site, or the plain page that is the floor. */
  origin: 'site' | 'plain';
  path: string;
  device: BrowserContextOptions;
  gesture: 'tap' | 'hover';
  /** The control the visitor touches (CSS selector). */
  target: string;
  /** What must be visible on screen once the control has done its work (CSS selector). */
  effect: string;
  /** Untimed steps before the gesture, e.g. opening the menu that holds the control. */
  prepare?: (page: Page) => Promise<void>;
  /** Whether the control works on the page's no-script twin too (HTML's own invoker commands), to be measured there. */
  worksWithoutScript?: true;
}

const MENU_TOGGLE = 'button[aria-controls="mobile-menu"]';

const PLAIN_SCENARIO_ID = 'plain';

const scenarios: Scenario[] = [
  {
    id: PLAIN_SCENARIO_ID,
    label: 'Gewone HTML-knop (390 px, de vloer)',
    origin: 'plain',
    path: '/',
    device: phone,
    gesture: 'tap',
    target: '#plain-button',
    effect: '#plain-panel',
  },
  {
    id: 'menu',
    label: 'Menuknop (390 px, /)',
    origin: 'site',
    path: '/',
    device: phone,
    gesture: 'tap',
    target: MENU_TOGGLE,
    effect: '#mobile-menu',
    worksWithoutScript: true,
  },
  {
    id: 'faq',
    label: 'Eerste FAQ-vraag (390 px, /faq)',
    origin: 'site',
    path: '/faq',
    device: phone,
    gesture: 'tap',
    target: 'main button[aria-controls$="-antwoord"]',
    effect: 'main [id$="-antwoord"]',
  },
  {
    id: 'tab',
    label: `Kantoortab '${secondOffice.name}' (390 px, /contact)`,
    origin: 'site',
    path: '/contact',
    device: phone,
    gesture: 'tap',
    target: `#kantoor-tab-${secondOffice.id}`,
    effect: `#kantoor-panel-${secondOffice.id}`,
  },
  {
    id: 'emergency',
    label: 'Noodnummer in het menu (390 px, /)',
    origin: 'site',
    path: '/',
    device: phone,
    gesture: 'tap',
    target: '#mobile-menu button[aria-haspopup="dialog"]',
    // The native dialog, or the MUI one of an older build (PUBLIC_DIR).
    effect: '[aria-labelledby="emergency-dialog-title"]',
    // On the twin the emergency dialog opens over the menu; the site closes the menu first (the specification).
    worksWithoutScript: true,
    prepare: async (page) => {
      await tapOn(page, MENU_TOGGLE);
      await page.waitForFunction(() => window.__bench.isVisible('#mobile-menu'), undefined, {
        polling: 100,
        timeout: LOST_AFTER_MS,
      });
      await page.waitForTimeout(800); // the drawer's slide-in
    },
  },
  {
    id: 'cookies',
    label: 'Cookie-instellingen in de footer (390 px, /)',
    origin: 'site',
    path: '/',
    device: phone,
    gesture: 'tap',
    target: 'footer [data-open-cookie-settings]',
    // The native dialog, or the MUI one of an older build (PUBLIC_DIR).
    effect: '[aria-labelledby="cookie-preferences-title"]',
  },
  {
    id: 'locations',
    label: "'Onze locaties' bij hover (1440 px, /)",
    origin: 'site',
    path: '/',
    device: desktop,
    gesture: 'hover',
    target: 'button[aria-controls="locations-menu"]',
    effect: '#locations-menu',
  },
];

declare global {
  interface Window {
    __bench: { t0: number; t1: number; isVisible(selector: string): boolean };
  }
}

/**
 * Runs before any of the page's own scripts: notes the first pointer event on the target, then checks every
 * frame for the effect. Found in a frame's animation callbacks, it is in that frame's paint: a message posted
 * there runs right after that paint, and takes t1.
 * A string, not a function: tsx's helpers would not exist in the page.
 */
function probeScript({ target, effect, gesture }: Pick<Scenario, 'target' | 'effect' | 'gesture'>): string {
  return `(function(){
var target=${JSON.stringify(target)},effect=${JSON.stringify(effect)};
function isVisible(selector){var el=document.querySelector(selector);
  if(!el||!el.checkVisibility({opacityProperty:true,visibilityProperty:true}))return false;
  var r=el.getBoundingClientRect();return r.width>0&&r.height>0&&r.bottom>0&&r.top<innerHeight}
var bench=window.__bench={t0:0,t1:0,isVisible:isVisible};
function watch(){if(isVisible(effect)){var c=new MessageChannel();c.port1.onmessage=function(){bench.t1=performance.now()};c.port2.postMessage(0);return}requestAnimationFrame(watch)}
addEventListener(${JSON.stringify(gesture === 'tap' ? 'pointerdown' : 'pointerover')},function(e){
  if(bench.t0||!(e.target instanceof Element)||!e.target.closest(target))return;bench.t0=e.timeStamp;requestAnimationFrame(watch)},{capture:true,passive:true});
})();`;
}

async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, selector);
  if (!box) throw new Error(`${selector} staat niet op ${page.url()}`);
  return box;
}

async function tapOn(page: Page, selector: string): Promise<void> {
  const { x, y } = await centreOf(page, selector);
  await page.touchscreen.tap(x, y);
}

interface Measurement {
  /** Pointer to first frame with the effect; null when the tap was lost. */
  latencyMs: number | null;
  /** When the pointer event happened, after the load event. */
  gestureAfterLoadMs: number;
  /** Whether the effect was still there a moment later (not undone by a second application). */
  applied: 'once' | 'undone' | 'lost';
}

async function measure(browser: Browser, origin: string, scenario: Scenario, delayMs: number): Promise<Measurement> {
  const context = await browser.newContext({ ...scenario.device, locale: 'nl-BE', baseURL: origin });
  try {
    // A returning visitor: the cookie choice is made, so the banner does not cover the page.
    await context.addInitScript((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, RETURNING_VISITOR_STORAGE);
    await context.addInitScript({ content: probeScript(scenario) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK_CDP);
    await page.goto(scenario.path, { waitUntil: 'load', timeout: 60_000 });
    const loadedAt = Date.now();
    // Where to touch, measured straight away (and scrolled into view), so the gesture itself is on time.
    const point = scenario.prepare ? null : await centreOf(page, scenario.target);
    await page.waitForTimeout(Math.max(0, delayMs - (Date.now() - loadedAt)));
    if (scenario.prepare) await scenario.prepare(page);
    const { x, y } = point ?? (await centreOf(page, scenario.target));
    if (scenario.gesture === 'tap') await page.touchscreen.tap(x, y);
    else await page.mouse.move(x, y);

    // Waits in the page with a plain timer, not with Playwright's waitForFunction: that evaluates Playwright's own
    // injected script (~50 ms at 4x) on first use, a task that can land between the tap and its frame.
    // A string, as probeScript is: tsx's helpers would not exist in the page.
    const answered = await page.evaluate<boolean>(`new Promise(function (resolve) {
      var start = performance.now();
      (function check() {
        if (window.__bench.t1 > 0) resolve(true);
        else if (performance.now() - start > ${LOST_AFTER_MS}) resolve(false);
        else setTimeout(check, 100);
      })();
    })`);
    const { t0, t1, loadEnd } = await page.evaluate(() => ({
      ...window.__bench,
      loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    if (!answered) return { latencyMs: null, gestureAfterLoadMs: Math.round(t0 - loadEnd), applied: 'lost' };
    await page.waitForTimeout(SETTLE_MS);
    const still = await page.evaluate((sel) => window.__bench.isVisible(sel), scenario.effect);
    return {
      latencyMs: Math.round(t1 - t0),
      gestureAfterLoadMs: Math.round(t0 - loadEnd),
      applied: still ? 'once' : 'undone',
    };
  } finally {
    await context.close();
  }
}

/** The latencies of the runs whose tap was answered. */
const latencies = (runs: Measurement[]) => runs.map((m) => m.latencyMs).filter((v): v is number => v !== null);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

interface ScenarioResult {
  id: string;
  label: string;
  late: { runs: Measurement[]; medianMs: number | null };
  early: { runs: Measurement[]; medianMs: number | null; lost: number; undone: number };
  /** The same late tap on the no-script twin (worksWithoutScript), measured in turns with the site's. */
  twin?: { runs: Measurement[]; medianMs: number | null };
}

function row(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
}

function printTable(results: ScenarioResult[]): void {
  const floor = results.find((r) => r.id === PLAIN_SCENARIO_ID)?.late.medianMs ?? null;
  const widths = [46, 14, 10, 12, 22, 30];
  const ms = (v: number | null) => (v === null ? '—' : `${v} ms`);
  const ratio = (v: number | null, to: number | null) => (v !== null && to ? `${(v / to).toFixed(1)}×` : '—');
  const spread = (runs: Measurement[]) => {
    const answered = latencies(runs);
    const lost = runs.length - answered.length;
    if (!answered.length) return 'alle verloren';
    return `${Math.min(...answered)}–${Math.max(...answered)} ms${lost ? ` (${lost} verloren)` : ''}`;
  };
  console.log(
    row(
      ['Bediening', 'na 3 s (med.)', '× vloer', '× tweeling', 'na 3 s (min–max)', 'na 0,5 s: mediaan · verloren'],
      widths,
    ),
  );
  for (const r of results) {
    const twin = r.twin?.medianMs ?? null;
    console.log(
      row(
        [
          r.label,
          ms(r.late.medianMs),
          ratio(r.late.medianMs, floor),
          ratio(r.late.medianMs, twin),
          spread(r.late.runs),
          `${ms(r.early.medianMs)} · ${r.early.lost}/${r.early.runs.length}${r.early.undone ? ` (${r.early.undone} ongedaan)` : ''}`,
        ],
        widths,
      ),
    );
    if (r.twin)
      console.log(
        row(
          ['  dezelfde tik zonder scripts (tweeling)', ms(twin), ratio(twin, floor), '', spread(r.twin.runs), ''],
          widths,
        ),
      );
  }
  console.log(
    `CPU ×${CPU_SLOWDOWN} van deze machine; enkel de verhoudingen tot de vloer en de tweeling dragen naar een andere machine.`,
  );
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY?.split(',');
  // The floor is always measured: the ratios need it.
  const selected = scenarios.filter((s) => !only || s.id === PLAIN_SCENARIO_ID || only.includes(s.id));
  const port = Number(process.env.BENCH_PORT ?? 9125);
  const publicDir = path.resolve(root, process.env.PUBLIC_DIR ?? 'public');
  const site = await startSiteServer(port, { PUBLIC_DIR: publicDir });
  const plain = await startPlainPageServer(port + 100);
  // The twin of a returning visit, as the Lighthouse gate makes it: no script, the banner hidden by CSS.
  const twinPaths = [...new Set(selected.filter((s) => s.worksWithoutScript).map((s) => s.path))];
  const twinCopy = twinPaths.length ? copySiteWithRewrittenPages(publicDir, twinPaths, returningVisitTwin) : null;
  const twin = twinCopy ? await startSiteServer(port + 200, { PUBLIC_DIR: twinCopy.dir }) : null;
  const results: ScenarioResult[] = [];
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
    const run = (origin: string, scenario: Scenario, delayMs: number) => measure(browser!, origin, scenario, delayMs);
    for (const scenario of selected) {
      const origin = scenario.origin === 'plain' ? plain.origin : site.origin;
      const late: Measurement[] = [];
      const early: Measurement[] = [];
      const twinLate: Measurement[] = [];
      for (let i = 0; i < LATE_RUNS; i++) {
        late.push(await run(origin, scenario, LATE_MS));
        if (twin && scenario.worksWithoutScript) twinLate.push(await run(twin.origin, scenario, LATE_MS));
      }
      for (let i = 0; i < EARLY_RUNS; i++) early.push(await run(origin, scenario, EARLY_MS));
      results.push({
        id: scenario.id,
        label: scenario.label,
        late: { runs: late, medianMs: median(latencies(late)) },
        early: {
          runs: early,
          medianMs: median(latencies(early)),
          lost: early.filter((m) => m.applied === 'lost').length,
          undone: early.filter((m) => m.applied === 'undone').length,
        },
        ...(twinLate.length ? { twin: { runs: twinLate, medianMs: median(latencies(twinLate)) } } : {}),
      });
      const describe = (m: Measurement) => `${m.latencyMs ?? 'verloren'}`;
      console.log(
        `${scenario.id}: na 3 s ${late.map(describe).join('/')}; na 0,5 s ${early.map((m) => `${describe(m)} tik op ${m.gestureAfterLoadMs} ms`).join('/')}` +
          (twinLate.length ? `; tweeling na 3 s ${twinLate.map(describe).join('/')}` : ''),
      );
    }
  } finally {
    await browser?.close();
    site.stop();
    plain.stop();
    twin?.stop();
    twinCopy?.remove();
  }
  printTable(results);
  const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL.replace(/[^a-z0-9_-]+/gi, '_')}` : '';
  const out = path.join(root, 'bench-results', `interaction${label}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const profile = {
    cpuSlowdown: CPU_SLOWDOWN,
    ...PHONE_NETWORK,
    lateMs: LATE_MS,
    earlyMs: EARLY_MS,
  };
  fs.writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), profile, results }, null, 2)}\n`);
  console.log(`JSON: ${path.relative(root, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
