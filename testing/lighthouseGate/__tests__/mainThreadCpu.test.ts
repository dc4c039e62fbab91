import { mainThreadCpuMs, type TraceEvent } from '../cpuTime';

const BLANK_PID = 10;
const PAGE_PID = 20;

/** A trace with the blank page's renderer and the page's, each with a main thread and a compositor. */
function trace(pageTasks: { wallMs: number; cpuMs?: number }[]): TraceEvent[] {
  const threadName = (pid: number, tid: number, name: string): TraceEvent => ({
    ph: 'M',
    name: 'thread_name',
    pid,
    tid,
    ts: 0,
    args: { name },
  });
  const commit = (pid: number, ts: number): TraceEvent => ({
    name: 'FrameCommittedInBrowser',
    ph: 'I',
    pid: 1,
    tid: 1,
    ts,
    args: { data: { processId: pid, isOutermostMainFrame: true } },
  });
  const task = (pid: number, tid: number, ts: number, wallMs: number, cpuMs?: number): TraceEvent => ({
    name: 'RunTask',
    ph: 'X',
    pid,
    tid,
    ts,
    dur: wallMs * 1000,
    ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
  });
  return [
    threadName(BLANK_PID, 11, 'CrRendererMain'),
    threadName(PAGE_PID, 21, 'CrRendererMain'),
    threadName(PAGE_PID, 22, 'Compositor'),
    commit(BLANK_PID, 100),
    task(BLANK_PID, 11, 200, 500, 500),
    commit(PAGE_PID, 1_000),
    task(PAGE_PID, 22, 1_100, 400, 400),
    ...pageTasks.map((t, i) => task(PAGE_PID, 21, 2_000 + i * 100_000, t.wallMs, t.cpuMs)),
    { name: 'RunTask', ph: 'B', pid: PAGE_PID, tid: 21, ts: 900_000 },
  ];
}

describe('mainThreadCpuMs', () => {
  it("adds up the CPU time of the complete tasks of the page's renderer main thread, not their wall-clock time", () => {
    // Not the blank page's 500 ms, not the compositor's 400, not the unfinished 'B' task.
    expect(
      mainThreadCpuMs(
        trace([
          { wallMs: 40, cpuMs: 20 },
          { wallMs: 10, cpuMs: 9 },
        ]),
      ),
    ).toBe(29);
  });

  it('refuses a trace without the thread clock, which would silently count wall-clock time', () => {
    expect(() => mainThreadCpuMs(trace([{ wallMs: 40 }]))).toThrow(/CPU-klok/);
  });

  it('refuses a trace without a committed page', () => {
    expect(() => mainThreadCpuMs([])).toThrow(/hoofdframe/);
  });
});
