/** Main-thread CPU time, and the work unit it is counted in: both CPU work in V8, on one host at the same moment. */
import { median } from './verdict';

/** The fields of a Chrome trace event read here (the Trace Event Format; times in microseconds). */
export interface TraceEvent {
  name?: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { processId?: number; isOutermostMainFrame?: boolean } };
}

/**
 * In ms, of the renderer main thread the page was committed to (the blank page before it is another process): each
 * task's own CPU time (`tdur`), not its wall-clock `dur`, which on a shared host counts whatever else ran on the core.
 */
export function mainThreadCpuMs(events: TraceEvent[]): number {
  const pid = events
    .filter((e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.isOutermostMainFrame && e.args.data.processId)
    .at(-1)?.args?.data?.processId;
  if (pid === undefined) throw new Error('Geen hoofdframe in de trace.');
  const thread = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  );
  if (!thread) throw new Error(`Geen hoofdthread voor renderer ${pid} in de trace.`);
  const tasks = events.filter((e) => e.pid === pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask');
  if (tasks.length && tasks.every((e) => e.tdur === undefined))
    throw new Error('De trace heeft geen CPU-klok per taak (tdur): alleen kloktijd, die de poort niet meet.');
  return tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
}

/** A loop of `n` steps of plain arithmetic, the same in Node and in Chromium's V8. */
export const busyLoop = (n: number): string => `for(var i=0,x=0;i<${n};i++)x=(x*31+i)%1000003;window.__slowScript=x;`;

/** The steps of one work unit: ~95 ms of CPU time on this kind of machine, quiet. */
export const WORK_UNIT_STEPS = 2e7;

/** What one unit costs now, in ms: the median of three, after a warm-up (as a page's later scripts find the JIT). */
export function workUnitMs(): number {
  const loopCpuMs = (steps: number) => {
    const before = process.cpuUsage();
    new Function('window', busyLoop(steps))({});
    const { user, system } = process.cpuUsage(before);
    return (user + system) / 1000;
  };
  loopCpuMs(1e6);
  return median(Array.from({ length: 3 }, () => loopCpuMs(WORK_UNIT_STEPS)));
}
