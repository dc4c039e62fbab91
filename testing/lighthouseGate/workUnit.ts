/**
 * A fixed amount of plain JavaScript work, and what it costs this host right now: the unit the gate counts the site's
 * scripts in. The site's main thread and this loop are both CPU work in V8 on the same host at the same moment, so the
 * count stays put where a ratio to the twin's style, layout and paint did not (×4.2–6.1 on one day, ×3.2–3.6 the next).
 */
import { median } from './verdict';

/** A loop of `n` steps of plain arithmetic, the same in Node and in Chromium's V8. */
export const busyLoop = (n: number): string => `for(var i=0,x=0;i<${n};i++)x=(x*31+i)%1000003;window.__slowScript=x;`;

/** This process's CPU time, in ms, for `n` steps of the loop. */
function loopCpuMs(n: number): number {
  const before = process.cpuUsage();
  new Function('window', busyLoop(n))({});
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/** The steps of one unit: ~95 ms of CPU time on this kind of machine, quiet, in November 2026. */
export const WORK_UNIT_STEPS = 2e7;

/** What one unit costs now, in ms: the median of three, after a warm-up (as a page's later scripts find the JIT). */
export function workUnitMs(): number {
  loopCpuMs(1e6);
  return median(Array.from({ length: 3 }, () => loopCpuMs(WORK_UNIT_STEPS)));
}
