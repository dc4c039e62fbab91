/**
 * What the Lighthouse gate concludes from a page measured beside its no-script twin: the same HTML and CSS without
 * scripts, served by the same server, in pairs made one right after the other. A host's speed and load hit both runs
 * of a pair, so the gate holds ratios: what the scripts cost in main-thread CPU time, and how much later the largest
 * paint comes on Lighthouse's simulated phone. Nothing is calibrated to the host.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
/** The categories that do not depend on timing: each must score 100. */
const EXACT_CATEGORIES = CATEGORIES.filter((c) => c !== 'performance');

/** One Lighthouse run of one page, as the gate reads it. */
export interface RunFigures {
  scores: Record<Category, number>;
  cls: number;
  /** Lighthouse's simulated LCP (its simulated mobile network and CPU slowdown). */
  lcpMs: number;
  /** What the largest paint was, as Lighthouse names the element. */
  lcpElement: string;
  /** The main thread's own CPU time over the load, in host milliseconds (mainThreadCpu.ts). */
  cpuMs: number;
  /** The performance marks the page's own code set. */
  marks: string[];
  /** Binary or numeric audits that did not pass. */
  failing: string[];
}

export interface PairedRun {
  twin: RunFigures;
  site: RunFigures;
}

export interface TwinComparison {
  page: string;
  pairs: PairedRun[];
  /** Medians over the pairs of site ÷ twin. */
  cpuRatio: number;
  lcpRatio: number;
  /** Medians over the pairs, for the report. */
  site: { scores: Record<Category, number>; cls: number; cpuMs: number; lcpMs: number };
  twin: { cpuMs: number; lcpMs: number };
}

/**
 * The site's main thread may work this many times as long as its twin's: above the unchanged build's medians, also on
 * a host under heavy load, and below the build slowed by 300 ms of script (docs/performance.md).
 */
export const MAX_CPU_RATIO = 6.5;
/**
 * The goal for the largest paint: within 10% of the twin's. Printed beside every page, not gated: Lighthouse's
 * simulated LCP depends on the paint observed on the host, so it moves with the host's load (one article pair ×1.36
 * where the median was ×1.18); a gate on it would flip between runs of the same build. Which element paints largest is
 * gated (gateViolations).
 */
export const LCP_GOAL_RATIO = 1.1;

export const median = (values: number[]): number => {
  if (values.length === 0) throw new RangeError('Mediaan van niets.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Site ÷ twin; a twin that did nothing at all cannot be divided by, and says so. */
function ratio(site: number, twin: number, what: string): number {
  if (!(twin > 0)) throw new RangeError(`De tweeling heeft geen ${what} (${twin}): geen verhouding.`);
  return site / twin;
}

export function compareToTwin(page: string, pairs: PairedRun[]): TwinComparison {
  const sites = pairs.map((p) => p.site);
  const twins = pairs.map((p) => p.twin);
  return {
    page,
    pairs,
    cpuRatio: median(pairs.map((p) => ratio(p.site.cpuMs, p.twin.cpuMs, 'CPU-tijd'))),
    lcpRatio: median(pairs.map((p) => ratio(p.site.lcpMs, p.twin.lcpMs, 'LCP'))),
    site: {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(sites.map((s) => s.scores[c]))])) as Record<
        Category,
        number
      >,
      cls: median(sites.map((s) => s.cls)),
      cpuMs: median(sites.map((s) => s.cpuMs)),
      lcpMs: median(sites.map((s) => s.lcpMs)),
    },
    twin: { cpuMs: median(twins.map((t) => t.cpuMs)), lcpMs: median(twins.map((t) => t.lcpMs)) },
  };
}

/** The goals a page misses against its twin, one Dutch line each (printed, not gated: see LCP_GOAL_RATIO). */
export function goalShortfalls(comparison: TwinComparison): string[] {
  const { site, twin, lcpRatio } = comparison;
  return lcpRatio > LCP_GOAL_RATIO
    ? [
        `LCP ×${lcpRatio.toFixed(2)} die van de tweeling (${Math.round(site.lcpMs)} tegen ${Math.round(twin.lcpMs)} ms) > doel ×${LCP_GOAL_RATIO}`,
      ]
    : [];
}

/** What is wrong with a page against its twin, one Dutch line each; empty when it passes. */
export function gateViolations(
  comparison: TwinComparison,
  /** The mark the page's code sets once it ran: a run without it measured a page whose code never ran. */
  requiredMark: string,
  limits = { maxCpuRatio: MAX_CPU_RATIO },
): string[] {
  const { site, twin, pairs } = comparison;
  const problems: string[] = [];
  const unmarked = pairs.filter((p) => !p.site.marks.includes(requiredMark)).length;
  if (unmarked)
    problems.push(
      `in ${unmarked} van ${pairs.length} runs zette de pagina nooit '${requiredMark}': haar code liep niet, dus deze meting telt niet`,
    );
  if (comparison.cpuRatio > limits.maxCpuRatio)
    problems.push(
      `hoofdthread ×${comparison.cpuRatio.toFixed(2)} de CPU-tijd van de tweeling (${Math.round(site.cpuMs)} tegen ${Math.round(twin.cpuMs)} ms) > ×${limits.maxCpuRatio}`,
    );
  // An element the twin does not paint largest is drawn (or held back) by script, however fast it came.
  const foreign = pairs.filter((p) => p.site.lcpElement !== p.twin.lcpElement);
  if (foreign.length * 2 > pairs.length)
    problems.push(
      `de grootste verf is in ${foreign.length} van ${pairs.length} paren niet die van de tweeling: '${foreign[0].site.lcpElement}' tegen '${foreign[0].twin.lcpElement}'`,
    );
  const failingAudits = [...new Set(pairs.flatMap((p) => p.site.failing))].join(', ');
  for (const category of EXACT_CATEGORIES)
    if (site.scores[category] < 100)
      problems.push(`${category} ${site.scores[category]} < 100; audits onder de maat: ${failingAudits}`);
  if (site.cls > 0) problems.push(`CLS ${site.cls} > 0`);
  return problems;
}
