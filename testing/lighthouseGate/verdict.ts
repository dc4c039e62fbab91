/**
 * What the Lighthouse gate concludes from pairs of a page and its no-script twin. A host's speed and load hit both runs
 * of a pair and the work unit measured beside them, so the gate holds what the site adds to its twin, in those units,
 * and which element paints largest: no index of the host.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
/** The categories that do not depend on timing: each must score 100. */
export const EXACT_CATEGORIES = CATEGORIES.filter((c) => c !== 'performance');

export const perCategory = (score: (category: Category) => number): Record<Category, number> =>
  Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>;

export interface RunFigures {
  scores: Record<Category, number>;
  cls: number;
  /** Lighthouse's simulated LCP. */
  lcpMs: number;
  lcpElement: string;
  /** The main thread's own CPU time over the load, in host milliseconds. */
  cpuMs: number;
  /** The performance marks the page's own code set. */
  marks: string[];
  /** Binary or numeric audits that did not pass. */
  failing: string[];
}

/** A first visit (nothing stored: the cookie banner shows) or a returning one (a cookie choice stored: no banner). */
export const VISITS = ['first', 'returning'] as const;
export type Visit = (typeof VISITS)[number];

export type SiteAndTwin<T> = { site: T; twin: T };
/** A page and its twin measured one right after the other, with the cost of the work unit beside them (workUnit.ts). */
export type PairedRun = SiteAndTwin<RunFigures> & { unitMs: number };
/** Over the pairs: the mean CPU time (what cpuRatio divides), the median of the rest. */
type PageFigures = Pick<RunFigures, 'scores' | 'cls' | 'cpuMs' | 'lcpMs'>;

export interface TwinComparison extends SiteAndTwin<PageFigures> {
  page: string;
  visit: Visit;
  pairs: PairedRun[];
  cpuRatio: number;
  /** The work unit's mean cost over the pairs, in ms. */
  unitMs: number;
  /** What the scripts add to the main thread's CPU time (site − twin), in work units. */
  scriptUnits: number;
  /** The median over the pairs of site ÷ twin. */
  lcpRatio: number;
}

/**
 * The most work units (workUnit.ts, ~95 ms each here) the scripts may add to the main-thread CPU time of each kind of
 * gated page, on either visit: halfway between the highest mean the unchanged build gave and the lowest of the build
 * slowed by 300 ms (~3.2 units more). Home wanders most (4.3–6.2 over four runs of the same code), so its room is the
 * smallest, ~0.7 unit each side (docs/performance.md has the figures).
 */
export const SCRIPT_UNIT_BUDGETS = { home: 6.9, article: 5.7, form: 7.1 } as const;
/** Home (the most islands), an article (the template most pages use) and a form. */
export type GatedKind = keyof typeof SCRIPT_UNIT_BUDGETS;
/**
 * A goal, printed, not gated: Lighthouse's simulated LCP depends on the paint observed on the host, so it moves with the
 * host's load (one article pair ×1.36 where the median was ×1.18). Which element paints largest is gated.
 */
export const LCP_GOAL_RATIO = 1.1;

const mean = (values: number[]): number => values.reduce((total, value) => total + value, 0) / values.length;

export const median = (values: number[]): number => {
  if (values.length === 0) throw new RangeError('Mediaan van niets.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function pageFigures(runs: RunFigures[]): PageFigures {
  const of = (value: (run: RunFigures) => number) => median(runs.map(value));
  return {
    scores: perCategory((c) => of((run) => run.scores[c])),
    cls: of((run) => run.cls),
    cpuMs: mean(runs.map((run) => run.cpuMs)),
    lcpMs: of((run) => run.lcpMs),
  };
}

/** Site ÷ twin, of a pair or of a page; a twin that did nothing at all cannot be divided by, and says so. */
export function ratioToTwin({ site, twin }: SiteAndTwin<PageFigures>, key: 'cpuMs' | 'lcpMs'): number {
  const what = key === 'cpuMs' ? 'CPU-tijd' : 'LCP';
  if (!(twin[key] > 0)) throw new RangeError(`De tweeling heeft geen ${what} (${twin[key]}): geen verhouding.`);
  return site[key] / twin[key];
}

/**
 * The CPU ratio pools the pairs (mean ÷ mean): the twin's CPU time is small (65–150 ms) and one quick twin run swayed a
 * median of ratios past the limit on an unchanged build, where the means of three runs each stay steady.
 */
export function compareToTwin(page: string, visit: Visit, pairs: PairedRun[]): TwinComparison {
  const site = pageFigures(pairs.map((p) => p.site));
  const twin = pageFigures(pairs.map((p) => p.twin));
  const cpuRatio = ratioToTwin({ site, twin }, 'cpuMs');
  const unitMs = mean(pairs.map((p) => p.unitMs));
  const scriptUnits = (site.cpuMs - twin.cpuMs) / unitMs;
  const lcpRatio = median(pairs.map((p) => ratioToTwin(p, 'lcpMs')));
  return { page, visit, pairs, cpuRatio, unitMs, scriptUnits, lcpRatio, site, twin };
}

export const against = (site: number, twin: number): string => `${Math.round(site)} tegen ${Math.round(twin)} ms`;

/** The goals a page misses against its twin, one Dutch line each (printed, not gated: see LCP_GOAL_RATIO). */
export function goalShortfalls({ site, twin, lcpRatio }: TwinComparison): string[] {
  return lcpRatio > LCP_GOAL_RATIO
    ? [`LCP ×${lcpRatio.toFixed(2)} die van de tweeling (${against(site.lcpMs, twin.lcpMs)}) > doel ×${LCP_GOAL_RATIO}`]
    : [];
}

/**
 * What is wrong with a page against its twin, one Dutch line each; empty when it passes. `requiredMark` is the mark the
 * page's code sets once it ran: a run without it measured a page whose code never ran. A page of no gated kind has no
 * budget, and fails rather than passing unjudged.
 */
export function gateViolations(
  { page, site, twin, pairs, scriptUnits }: TwinComparison,
  requiredMark: string,
  kind: GatedKind | undefined,
): string[] {
  const problems: string[] = [];
  const unmarked = pairs.filter((p) => !p.site.marks.includes(requiredMark)).length;
  if (unmarked)
    problems.push(
      `in ${unmarked} van ${pairs.length} runs zette de pagina nooit '${requiredMark}': haar code liep niet, dus deze meting telt niet`,
    );
  const budget = kind && SCRIPT_UNIT_BUDGETS[kind];
  if (budget === undefined) problems.push(`${page} is geen pagina die de poort meet: zij heeft geen CPU-budget`);
  else if (scriptUnits > budget)
    problems.push(
      `de scripts voegen ${scriptUnits.toFixed(2)} werkeenheden CPU-tijd toe (${against(site.cpuMs, twin.cpuMs)}) > ${budget}`,
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
