import {
  compareToTwin,
  gateViolations,
  MAX_CPU_RATIO,
  goalShortfalls,
  LCP_GOAL_RATIO,
  median,
  type PairedRun,
  type RunFigures,
} from '../verdict';

const MARK = 'page-interactive';

function run(cpuMs: number, lcpMs: number, extra: Partial<RunFigures> = {}): RunFigures {
  return {
    scores: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
    cls: 0,
    lcpMs,
    lcpElement: 'h1',
    cpuMs,
    marks: [MARK],
    failing: [],
    ...extra,
  };
}

const pair = (site: RunFigures, twin: RunFigures): PairedRun => ({ site, twin });

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
    const comparison = compareToTwin('/', 'first', [
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

  it('is not swayed past the limit by quick twin runs of an unchanged build (CI, 28 November, the article)', () => {
    const article = compareToTwin('/blog', 'first', [
      pair(run(471, 1000), run(65, 1000)),
      pair(run(412, 1000), run(142, 1000)),
      pair(run(449, 1000), run(65, 1000)),
    ]);
    // The median of the pairs' ratios was ×6.89; the pooled ratio is the page's ×4.9.
    expect(article.cpuRatio).toBeCloseTo(1332 / 272);
    expect(gateViolations(article, MARK)).toEqual([]);
  });

  it('refuses a twin without main-thread work, which no ratio can be taken against', () => {
    expect(() => compareToTwin('/', 'first', [pair(run(300, 1000), run(0, 1000))])).toThrow(/tweeling/);
  });
});

describe('gateViolations', () => {
  it('passes a page within the CPU ratio', () => {
    const pairs = [pair(run(100 * MAX_CPU_RATIO, Math.floor(1000 * LCP_GOAL_RATIO)), run(100, 1000))];
    expect(gateViolations(compareToTwin('/', 'first', pairs), MARK)).toEqual([]);
    expect(goalShortfalls(compareToTwin('/', 'first', pairs))).toEqual([]);
  });

  it('fails a page whose scripts take too much CPU time; a late largest paint misses the goal, printed apart', () => {
    const slowed = [pair(run(100 * MAX_CPU_RATIO + 1, 2500), run(100, 1000))];
    const problems = gateViolations(compareToTwin('/', 'first', slowed), MARK);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`> ×${MAX_CPU_RATIO}`);
    expect(goalShortfalls(compareToTwin('/', 'first', slowed))).toEqual([
      `LCP ×2.50 die van de tweeling (2500 tegen 1000 ms) > doel ×${LCP_GOAL_RATIO}`,
    ]);
  });

  it('fails a page whose largest paint, in most pairs, is an element the twin does not paint largest', () => {
    const banner = run(200, 1050, { lcpElement: 'Wij gebruiken noodzakelijke cookies' });
    const once = [
      pair(banner, run(100, 1000)),
      pair(run(200, 1000), run(100, 1000)),
      pair(run(200, 1000), run(100, 1000)),
    ];
    expect(gateViolations(compareToTwin('/', 'first', once), MARK)).toEqual([]);
    const mostly = [pair(banner, run(100, 1000)), pair(banner, run(100, 1000)), pair(run(200, 1000), run(100, 1000))];
    expect(gateViolations(compareToTwin('/', 'first', mostly), MARK)).toEqual([
      "de grootste verf is in 2 van 3 paren niet die van de tweeling: 'Wij gebruiken noodzakelijke cookies' tegen 'h1'",
    ]);
  });

  it('keeps accessibility, best practices and SEO at 100, CLS at 0, and counts only pages whose code ran', () => {
    const broken = [
      pair(
        run(200, 1000, {
          scores: { performance: 90, accessibility: 96, 'best-practices': 100, seo: 100 },
          cls: 0.02,
          marks: [],
          failing: ['color-contrast'],
        }),
        run(100, 1000),
      ),
    ];
    expect(gateViolations(compareToTwin('/', 'first', broken), MARK)).toEqual([
      `in 1 van 1 runs zette de pagina nooit '${MARK}': haar code liep niet, dus deze meting telt niet`,
      'accessibility 96 < 100; audits onder de maat: color-contrast',
      'CLS 0.02 > 0',
    ]);
  });
});
