/**
 * What the Lighthouse gate concludes from a page measured beside its no-script twin (testing/siteTwin.ts).
 *
 * A page's own score swings with the machine: the same build scored 72 here and 97 elsewhere, and a floor set on one
 * machine fails or flatters on the next. The twin runs right before or after the site in the same Chromium, at the same
 * CPU slowdown, so a slow stretch of the host hits both. The gate holds what the scripts cost: the blocking time they
 * add and the score the page loses to its twin, with blocking time counted in the main thread's own CPU time
 * (testing/mainThreadCpu.ts). Lighthouse's own figures, from wall-clock time, are printed beside them.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run of one page, as the gate reads it. */
export interface RunFigures {
  scores: Record<Category, number>;
  /** The performance score with its blocking time counted in CPU time (see cpuBlockingMs). */
  performanceInCpuTime: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Blocking time from the main thread's own CPU time (testing/mainThreadCpu.ts), at the calibrated slowdown. */
  cpuBlockingMs: number;
  /** The main thread's CPU time, and its wall-clock time, both at the calibrated slowdown. */
  cpuMainThreadMs: number;
  wallMainThreadMs: number;
  /** When the page marked itself interactive (ms after navigation start), or null when it never did. */
  interactiveAtMs: number | null;
  /** Binary or numeric audits that did not pass. */
  failing: string[];
}

/** The twin and the site measured one after the other in one Chromium, at one calibration. */
export interface PairedRun {
  twin: RunFigures;
  site: RunFigures;
  hostIndex: number;
  cpuSlowdown: number;
  /** False when the host changed speed between calibration and run on every attempt. */
  steady: boolean;
}

export interface TwinComparison {
  page: string;
  pairs: PairedRun[];
  site: { scores: Record<Category, number>; performanceInCpuTime: number; cls: number; tbtMs: number };
  twin: { performance: number; performanceInCpuTime: number; tbtMs: number };
  /** Median over the pairs of twin score minus site score (Lighthouse's, from wall-clock time). */
  scoreGap: number;
  /** The same with both scores in CPU time. */
  cpuScoreGap: number;
  /** Median over the pairs of site TBT minus twin TBT (Lighthouse's, from wall-clock time). */
  tbtAddedMs: number;
  /** Median over the pairs of the site's CPU blocking time minus the twin's. */
  cpuBlockingAddedMs: number;
}

/**
 * What the gate allows every gated page: figures of the main thread's own CPU time, which a host that gives the page's
 * wall-clock time to other processes (a CPU quota, a busy core) does not change. See README, 'De poort nagemeten'.
 */
export const TWIN_LIMITS = {
  maxCpuScoreGap: 15,
  maxCpuBlockingAddedMs: 400,
} as const;

export const median = (values: number[]): number => {
  if (values.length === 0) throw new RangeError('Mediaan van niets.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export function compareToTwin(page: string, pairs: PairedRun[]): TwinComparison {
  const sites = pairs.map((p) => p.site);
  return {
    page,
    pairs,
    site: {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(sites.map((s) => s.scores[c]))])) as Record<
        Category,
        number
      >,
      performanceInCpuTime: median(sites.map((s) => s.performanceInCpuTime)),
      cls: median(sites.map((s) => s.cls)),
      tbtMs: median(sites.map((s) => s.tbtMs)),
    },
    twin: {
      performance: median(pairs.map((p) => p.twin.scores.performance)),
      performanceInCpuTime: median(pairs.map((p) => p.twin.performanceInCpuTime)),
      tbtMs: median(pairs.map((p) => p.twin.tbtMs)),
    },
    scoreGap: median(pairs.map((p) => p.twin.scores.performance - p.site.scores.performance)),
    cpuScoreGap: median(pairs.map((p) => p.twin.performanceInCpuTime - p.site.performanceInCpuTime)),
    tbtAddedMs: median(pairs.map((p) => p.site.tbtMs - p.twin.tbtMs)),
    cpuBlockingAddedMs: median(pairs.map((p) => p.site.cpuBlockingMs - p.twin.cpuBlockingMs)),
  };
}

/** What is wrong with a page against its twin, one Dutch line each; empty when it passes. */
export function twinViolations(
  comparison: TwinComparison,
  pageInteractiveMark: string,
  limits: { maxCpuScoreGap: number; maxCpuBlockingAddedMs: number } = TWIN_LIMITS,
): string[] {
  const { site, pairs } = comparison;
  const problems: string[] = [];
  if (comparison.cpuScoreGap > limits.maxCpuScoreGap)
    problems.push(
      `prestaties in CPU-tijd ${site.performanceInCpuTime} tegen ${comparison.twin.performanceInCpuTime} zonder scripts: ${comparison.cpuScoreGap} punten verschil > ${limits.maxCpuScoreGap}`,
    );
  if (comparison.cpuBlockingAddedMs > limits.maxCpuBlockingAddedMs)
    problems.push(
      `de scripts voegen ${Math.round(comparison.cpuBlockingAddedMs)} ms blokkeertijd (CPU-tijd) toe > ${limits.maxCpuBlockingAddedMs} ms`,
    );
  const failingAudits = [...new Set(pairs.flatMap((p) => p.site.failing))].join(', ');
  for (const category of CATEGORIES.filter((c) => c !== 'performance'))
    if (site.scores[category] < 100)
      problems.push(`${category} ${site.scores[category]} < 100; audits onder de maat: ${failingAudits}`);
  if (site.cls > 0) problems.push(`CLS ${site.cls} > 0`);
  const neverInteractive = pairs.filter((p) => p.site.interactiveAtMs === null).length;
  if (neverInteractive)
    problems.push(
      `in ${neverInteractive} van ${pairs.length} runs werd de pagina nooit interactief (geen '${pageInteractiveMark}'-markering): die meting telt niet`,
    );
  return problems;
}
