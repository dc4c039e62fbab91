import {
  compareToTwin,
  gateViolations,
  goalShortfalls,
  LCP_GOAL_RATIO,
  median,
  SCRIPT_UNIT_BUDGETS,
  type PairedRun,
  type SiteRun,
  type Timings,
} from '../verdict';

const MARK = 'page-interactive';
const HOME = '/';
const HOME_BUDGET = SCRIPT_UNIT_BUDGETS.home;
const ARTICLE = '/blog/een-artikel';

function run(cpuMs: number, lcpMs: number, extra: Partial<SiteRun> = {}): SiteRun {
  return {
    scores: { accessibility: 100, 'best-practices': 100, seo: 100 },
    cls: 0,
    lcpMs,
    lcpElement: 'h1',
    tbtMs: 0,
    cpuMs,
    marks: [MARK],
    failing: [],
    ...extra,
  };
}

/** A pair, beside a work unit of 100 ms unless the host was slower or quicker at that moment. */
const pair = (site: SiteRun, twin: Timings, unitMs = 100): PairedRun => ({ site, twin, unitMs });

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
  });
});

describe('compareToTwin', () => {
  it('pools the CPU time of the pairs and takes the median LCP ratio, so a slow host that hits both runs cancels', () => {
    // The second pair ran on a host twice as slow: both took twice the CPU time, the ratio stayed.
    const comparison = compareToTwin(HOME, 'first', [
      pair(run(300, 1100), run(100, 1000)),
      pair(run(600, 1300), run(200, 1000)),
      pair(run(300, 1000), run(100, 1000)),
    ]);
    expect(comparison.cpuRatio).toBe(3);
    expect(comparison.lcpRatio).toBe(1.1);
    // The figures the ratio divides: the mean CPU time, and the median LCP.
    expect(comparison.site).toMatchObject({ cpuMs: 400, lcpMs: 1100 });
    expect(comparison.twin.cpuMs).toBeCloseTo(400 / 3);
    expect(comparison.twin.lcpMs).toBe(1000);
  });

  it('counts what the scripts add in work units, so a host that is slower for both counts the same', () => {
    const quick = compareToTwin(ARTICLE, 'first', [pair(run(500, 1000), run(100, 1000), 100)]);
    const slow = compareToTwin(ARTICLE, 'first', [pair(run(1500, 1000), run(300, 1000), 300)]);
    expect(quick.scriptUnits).toBe(4);
    expect(slow.scriptUnits).toBe(4);
  });

  it('is not swayed by a twin whose style and layout took twice as long on another day (28 and 29 November)', () => {
    // The article's twin took 65–142 ms in CI on one day and 147–176 ms here on the next: the ratio fell from ×4.9 to
    // ×3.1, where the scripts added about the same (units assumed ~95 ms on the first day, not recorded then).
    const day1 = compareToTwin(ARTICLE, 'first', [
      pair(run(471, 1000), run(65, 1000), 95),
      pair(run(412, 1000), run(142, 1000), 95),
      pair(run(449, 1000), run(65, 1000), 95),
    ]);
    const day2 = compareToTwin(ARTICLE, 'first', [
      pair(run(515, 1000), run(147, 1000), 93),
      pair(run(518, 1000), run(169, 1000), 94),
      pair(run(499, 1000), run(176, 1000), 96),
    ]);
    expect(day1.cpuRatio).toBeCloseTo(1332 / 272);
    expect(day2.cpuRatio).toBeCloseTo(1532 / 492);
    // The units stay together (3.72 and 3.67) while the ratio fell by a third. (That build was heavier than today's:
    // against today's article budget both days sit at its edge, so no verdict is asserted here.)
    expect(Math.abs(day1.scriptUnits - day2.scriptUnits)).toBeLessThan(0.5);
  });

  it('refuses a twin without main-thread work, which no ratio can be taken against', () => {
    expect(() => compareToTwin(HOME, 'first', [pair(run(300, 1000), run(0, 1000))])).toThrow(/tweeling/);
  });
});

describe('gateViolations', () => {
  it('passes a page whose scripts add no more than its budget', () => {
    const pairs = [pair(run(100 + 100 * HOME_BUDGET, Math.floor(1000 * LCP_GOAL_RATIO)), run(100, 1000))];
    expect(gateViolations(compareToTwin(HOME, 'first', pairs), MARK, 'home')).toEqual([]);
    expect(goalShortfalls(compareToTwin(HOME, 'first', pairs))).toEqual([]);
  });

  it('fails a page whose scripts take too much CPU time; a late largest paint misses the goal, printed apart', () => {
    const slowed = [pair(run(100 + 100 * HOME_BUDGET + 1, 2500), run(100, 1000))];
    const problems = gateViolations(compareToTwin(HOME, 'first', slowed), MARK, 'home');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`> ${HOME_BUDGET}`);
    expect(goalShortfalls(compareToTwin(HOME, 'first', slowed))).toEqual([
      `LCP ×2.50 die van de tweeling (2500 tegen 1000 ms) > doel ×${LCP_GOAL_RATIO}`,
    ]);
  });

  it('fails a page that has no budget rather than passing it unjudged', () => {
    const pairs = [pair(run(200, 1000), run(100, 1000))];
    expect(gateViolations(compareToTwin('/faq', 'first', pairs), MARK, undefined)).toEqual([
      '/faq is geen pagina die de poort meet: zij heeft geen CPU-budget',
    ]);
  });

  it('fails a page whose largest paint, in most pairs, is an element the twin does not paint largest', () => {
    const banner = run(200, 1050, { lcpElement: 'Wij gebruiken noodzakelijke cookies' });
    const once = [
      pair(banner, run(100, 1000)),
      pair(run(200, 1000), run(100, 1000)),
      pair(run(200, 1000), run(100, 1000)),
    ];
    expect(gateViolations(compareToTwin(HOME, 'first', once), MARK, 'home')).toEqual([]);
    const mostly = [pair(banner, run(100, 1000)), pair(banner, run(100, 1000)), pair(run(200, 1000), run(100, 1000))];
    expect(gateViolations(compareToTwin(HOME, 'first', mostly), MARK, 'home')).toEqual([
      "de grootste verf is in 2 van 3 paren niet die van de tweeling: 'Wij gebruiken noodzakelijke cookies' tegen 'h1'",
    ]);
  });

  it('keeps accessibility, best practices and SEO at 100, CLS at 0, and counts only pages whose code ran', () => {
    const broken = [
      pair(
        run(200, 1000, {
          scores: { accessibility: 96, 'best-practices': 100, seo: 100 },
          cls: 0.02,
          marks: [],
          failing: ['color-contrast'],
        }),
        run(100, 1000),
      ),
    ];
    expect(gateViolations(compareToTwin(HOME, 'first', broken), MARK, 'home')).toEqual([
      `in 1 van 1 runs zette de pagina nooit '${MARK}': haar code liep niet, dus deze meting telt niet`,
      'accessibility 96 < 100; audits onder de maat: color-contrast',
      'CLS 0.02 > 0',
    ]);
  });
});
