/**
 * The page's main-thread CPU time, from the Chromium trace of a Lighthouse run: per task the thread's own CPU time
 * (`tdur`), not its wall-clock time (`dur`), which on a shared host also counts whatever else ran on the core (one quiet
 * run here: 585 ms of wall time for 316 ms of CPU).
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

/** In ms, of the renderer main thread the page was committed to (the blank page before it is another process). */
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
