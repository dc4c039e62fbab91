/**
 * What the gate concludes from pairs of a page and its no-script twin. A host's speed and load hit both runs of a pair
 * and the work unit measured beside them, so the gate holds what the site adds to its twin, in those units, and which
 * element paints largest: no index of the host.
 */

/** The categories that do not depend on timing: the site must score 100 in each. */
export const JUDGED_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;

/**
 * What both runs of a pair are timed on: the main thread's own CPU time over the load (host ms), Lighthouse's simulated
 * LCP and the element it paints, and its simulated blocking time (printed, not judged: a twin blocks ~0 ms).
 */
export type Timings = { cpuMs: number; lcpMs: number; lcpElement: string; tbtMs: number };
/** The site's run is also judged: the twin has no scores, no layout of its own to shift and no code to mark. */
export type SiteRun = Timings & {
  scores: Record<(typeof JUDGED_CATEGORIES)[number], number>;
  cls: number;
  marks: string[];
  failing: string[];
};

/** A first visit (nothing stored: the cookie banner shows) or a returning one (a cookie choice stored: no banner). */
export const VISITS = ['first', 'returning'] as const;
export type Visit = (typeof VISITS)[number];

export type SiteAndTwin<S, T = S> = { site: S; twin: T };
/** A page and its twin measured one right after the other, with the cost of the work unit beside them (cpuTime.ts). */
export type PairedRun = SiteAndTwin<SiteRun, Timings> & { unitMs: number };
type Timed = Omit<Timings, 'lcpElement'>;
export type TwinComparison = ReturnType<typeof compareToTwin>;

/**
 * Work units the scripts may add: halfway between the unchanged build's highest mean and the slowed build's lowest.
 * Set again whenever the pages get lighter, or the slowed build slips under them (docs/performance.md).
 */
export const SCRIPT_UNIT_BUDGETS = { home: 4.1, article: 3.7, form: 4.5 } as const;
/** Home (the most islands), an article (the template most pages use) and a form. */
export type GatedKind = keyof typeof SCRIPT_UNIT_BUDGETS;
/** A goal, printed, not gated: the simulated LCP depends on the paint observed, so it moves with the host's load. */
export const LCP_GOAL_RATIO = 1.1;

const mean = (values: number[]): number => values.reduce((total, value) => total + value, 0) / values.length;

export const median = (values: number[]): number => {
  if (values.length === 0) throw new RangeError('Mediaan van niets.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Over the runs: the mean CPU time (what the CPU ratio divides), the median LCP and blocking time. */
const timed = (runs: Timings[]): Timed => ({
  cpuMs: mean(runs.map((run) => run.cpuMs)),
  lcpMs: median(runs.map((run) => run.lcpMs)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
});

/** Site ÷ twin, of a pair or of a page; a twin that did nothing at all cannot be divided by, and says so. */
export function ratioToTwin({ site, twin }: SiteAndTwin<Timed>, key: 'cpuMs' | 'lcpMs'): number {
  const what = key === 'cpuMs' ? 'CPU-tijd' : 'LCP';
  if (!(twin[key] > 0)) throw new RangeError(`De tweeling heeft geen ${what} (${twin[key]}): geen verhouding.`);
  return site[key] / twin[key];
}

/**
 * The CPU ratio pools the pairs (mean ÷ mean): the twin's CPU time is small and one quick twin run swayed a median of
 * ratios past the limit on an unchanged build, where the means of three runs each stay steady.
 */
export function compareToTwin(page: string, visit: Visit, pairs: PairedRun[]) {
  const runs = pairs.map((p) => p.site);
  const scores = Object.fromEntries(JUDGED_CATEGORIES.map((c) => [c, median(runs.map((run) => run.scores[c]))]));
  const site = { ...timed(runs), scores: scores as SiteRun['scores'], cls: median(runs.map((run) => run.cls)) };
  const twin = timed(pairs.map((p) => p.twin));
  const cpuRatio = ratioToTwin({ site, twin }, 'cpuMs');
  const unitMs = mean(pairs.map((p) => p.unitMs));
  // What the scripts add to the main thread's CPU time, in work units.
  const scriptUnits = (site.cpuMs - twin.cpuMs) / unitMs;
  const lcpRatio = median(pairs.map((p) => ratioToTwin(p, 'lcpMs')));
  return { page, visit, pairs, cpuRatio, unitMs, scriptUnits, lcpRatio, site, twin };
}

export const against = (site: number, twin: number): string => `${Math.round(site)} tegen ${Math.round(twin)} ms`;

export function goalShortfalls({ site, twin, lcpRatio }: TwinComparison): string[] {
  return lcpRatio > LCP_GOAL_RATIO
    ? [`LCP ×${lcpRatio.toFixed(2)} die van de tweeling (${against(site.lcpMs, twin.lcpMs)}) > doel ×${LCP_GOAL_RATIO}`]
    : [];
}

/**
 * What is wrong with a page against its twin, one Dutch line each. A run without `requiredMark`, set by the page's code
 * once it ran, measured a page whose code never ran. A page of no gated kind fails rather than passing unjudged.
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
  for (const category of JUDGED_CATEGORIES)
    if (site.scores[category] < 100)
      problems.push(`${category} ${site.scores[category]} < 100; audits onder de maat: ${failingAudits}`);
  if (site.cls > 0) problems.push(`CLS ${site.cls} > 0`);
  return problems;
}
