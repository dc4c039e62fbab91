import { compareToTwin, median, TWIN_LIMITS, twinViolations, type PairedRun, type RunFigures } from '../twinComparison';

const MARK = 'page-interactive';

/**
 * A run as a quiet machine of this kind measures it: the main thread ran for itself about half its wall-clock time,
 * so its blocking time in CPU time is a fraction of Lighthouse's, and its score in CPU time a little higher.
 */
function run(performance: number, tbtMs: number, extra: Partial<RunFigures> = {}): RunFigures {
  return {
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    performanceInCpuTime: Math.min(100, performance + 4),
    cls: 0,
    lcpMs: 2000,
    tbtMs,
    cpuBlockingMs: tbtMs / 5,
    cpuMainThreadMs: tbtMs * 3,
    wallMainThreadMs: tbtMs * 6,
    interactiveAtMs: 1500,
    failing: [],
    ...extra,
  };
}

const pair = (site: RunFigures, twin: RunFigures): PairedRun => ({
  site,
  twin,
  hostIndex: 2200,
  cpuSlowdown: 4.4,
  steady: true,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
  });
});

describe('compareToTwin', () => {
  it('takes the median of the differences within each pair, so a slow stretch that hits both cancels', () => {
    // The second pair ran on a slower minute: both scored lower, the gap stayed.
    const comparison = compareToTwin('/', [
      pair(run(84, 600), run(98, 100)),
      pair(run(70, 1200), run(85, 650)),
      pair(run(83, 640), run(97, 120)),
    ]);
    expect(comparison.scoreGap).toBe(14);
    expect(comparison.cpuScoreGap).toBe(13); // the twins reach 100 in CPU time
    expect(comparison.tbtAddedMs).toBe(520);
    expect(comparison.cpuBlockingAddedMs).toBe(104);
    expect(comparison.site.scores.performance).toBe(83);
    expect(comparison.twin).toEqual({ performance: 97, performanceInCpuTime: 100, tbtMs: 120 });
  });
});

describe('twinViolations', () => {
  const steadyPairs = [pair(run(84, 600), run(98, 100)), pair(run(82, 700), run(97, 150))];

  it('passes a page within the limits', () => {
    expect(twinViolations(compareToTwin('/', steadyPairs), MARK)).toEqual([]);
  });

  it('passes a page whose wall-clock time the host gave to other processes, as long as its own CPU time holds', () => {
    // Under a CPU quota: Lighthouse's TBT tripled for both and the site lost 23 points, the main thread's own work
    // stayed what it was.
    const contended = [
      pair(
        run(72, 2000, { cpuBlockingMs: 90, performanceInCpuTime: 93 }),
        run(95, 300, { cpuBlockingMs: 40, performanceInCpuTime: 99 }),
      ),
    ];
    expect(twinViolations(compareToTwin('/', contended), MARK)).toEqual([]);
  });

  it('fails a page whose scripts cost more than the limits allow', () => {
    const slowed = [
      pair(
        run(70, 2000, {
          performanceInCpuTime: 100 - TWIN_LIMITS.maxCpuScoreGap - 1,
          cpuBlockingMs: 20 + TWIN_LIMITS.maxCpuBlockingAddedMs + 1,
        }),
        run(97, 100),
      ),
    ];
    const problems = twinViolations(compareToTwin('/', slowed), MARK);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(`${TWIN_LIMITS.maxCpuScoreGap + 1} punten verschil`);
    expect(problems[1]).toContain(`${TWIN_LIMITS.maxCpuBlockingAddedMs + 1} ms blokkeertijd (CPU-tijd)`);
  });

  it('keeps accessibility, best practices and SEO at 100, CLS at 0, and counts only pages whose code ran', () => {
    const broken = [
      pair(
        run(84, 600, {
          scores: { performance: 84, accessibility: 96, 'best-practices': 100, seo: 100 },
          cls: 0.02,
          interactiveAtMs: null,
          failing: ['color-contrast'],
        }),
        run(98, 100),
      ),
    ];
    expect(twinViolations(compareToTwin('/', broken), MARK)).toEqual([
      'accessibility 96 < 100; audits onder de maat: color-contrast',
      'CLS 0.02 > 0',
      `in 1 van 1 runs werd de pagina nooit interactief (geen '${MARK}'-markering): die meting telt niet`,
    ]);
  });
});
