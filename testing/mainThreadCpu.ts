/**
 * The page's main-thread tasks from a Chromium trace, each with its wall-clock time and its own CPU time.
 *
 * Lighthouse charges a page each task's wall-clock duration. On a host of two cores the page shares them with
 * Chromium's other processes, Lighthouse and the servers, and under a CPU quota or a busy hypervisor with whatever the
 * host gives the time to: in one quiet run a 10 ms layout ran 0 ms of its own and the main thread's tasks took 585 ms
 * of wall time for 316 ms of CPU. Chromium records both per task (`dur`, and `tdur` from the thread's CPU clock); the
 * CPU time is the page's own work, which the calibrated slowdown turns into a phone's.
 */

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

/** One top-level task of the main thread: its wall-clock time and its own CPU time, in host milliseconds. */
export interface MainThreadTask {
  wallMs: number;
  cpuMs: number;
}

/** Lighthouse's long-task threshold: the part of a task beyond it blocks input. */
const LONG_TASK_MS = 50;

/**
 * The top-level tasks of the renderer main thread that the page was committed to (the last navigation of the
 * outermost frame; the blank page before it lives in another process).
 */
export function pageMainThreadTasks(events: TraceEvent[]): MainThreadTask[] {
  const commits = events.filter(
    (e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.isOutermostMainFrame && e.args.data.processId,
  );
  const pid = commits.at(-1)?.args?.data?.processId;
  if (pid === undefined) throw new Error('Geen hoofdframe in de trace.');
  const thread = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  );
  if (!thread) throw new Error(`Geen hoofdthread voor renderer ${pid} in de trace.`);
  const runTasks = events.filter((e) => e.pid === pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask');
  if (runTasks.length && runTasks.every((e) => e.tdur === undefined))
    throw new Error('De trace heeft geen CPU-klok per taak (tdur): alleen kloktijd, die de gate niet meet.');
  return runTasks.map((e) => ({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? 0) / 1000 }));
}

/**
 * Blocking time as Lighthouse counts it (each task's time beyond 50 ms), with every task's own CPU time slowed to the
 * phone instead of its wall-clock time, over the whole load: a script that holds the parser before the first paint
 * blocks the phone as much as one after it (Lighthouse's simulation counts both; the observed paint would not).
 */
export function cpuBlockingTimeMs(tasks: MainThreadTask[], cpuSlowdown: number): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.cpuMs * cpuSlowdown - LONG_TASK_MS), 0);
}

/** All of the main thread's own CPU time, and all of its wall-clock time, slowed to the phone. */
export const cpuMainThreadMs = (tasks: MainThreadTask[], cpuSlowdown: number): number =>
  tasks.reduce((sum, task) => sum + task.cpuMs, 0) * cpuSlowdown;
export const wallMainThreadMs = (tasks: MainThreadTask[], cpuSlowdown: number): number =>
  tasks.reduce((sum, task) => sum + task.wallMs, 0) * cpuSlowdown;
