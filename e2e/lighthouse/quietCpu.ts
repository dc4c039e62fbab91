/**
 * Lighthouse's simulated throttling multiplies the CPU time it observes by four, so a run made while another
 * process holds a core measures that process, not the page. Before each run this waits, within a bound, until the
 * machine is quiet, and says what kept it busy, so a slow CI run can be told apart from a slow page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

interface CpuTimes {
  busy: number;
  steal: number;
  total: number;
}

function readCpuTimes(): CpuTimes {
  // First line of /proc/stat: cpu user nice system idle iowait irq softirq steal …
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, steal, total: busy + idle + iowait };
}

/** Share of all cores busy, and of it stolen by the host, over `ms`. */
async function sampleCpu(ms: number): Promise<{ busy: number; steal: number }> {
  const before = readCpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = readCpuTimes();
  const total = after.total - before.total || 1;
  return { busy: (after.busy - before.busy) / total, steal: (after.steal - before.steal) / total };
}

function busiestProcesses(): string {
  try {
    return execFileSync('ps', ['-eo', 'pcpu,etimes,args', '--sort=-pcpu'], { encoding: 'utf8' })
      .split('\n')
      .slice(1, 6)
      .map((line) => `    ${line.trim().slice(0, 160)}`)
      .join('\n');
  } catch {
    return '    (ps niet beschikbaar)';
  }
}

const QUIET_SHARE = 0.15;

/** Waits (at most `maxWaitMs`) until less than 15% of the CPU is busy over a second. */
export async function waitForQuietCpu(maxWaitMs = 60_000): Promise<void> {
  if (process.platform !== 'linux') return;
  const deadline = Date.now() + maxWaitMs;
  let reported = false;
  for (;;) {
    const sample = await sampleCpu(1000);
    if (sample.busy < QUIET_SHARE || Date.now() > deadline) {
      if (sample.busy >= QUIET_SHARE)
        console.warn(`  ! de machine bleef bezet (${Math.round(sample.busy * 100)}% CPU): deze meting is strenger`);
      return;
    }
    if (!reported) {
      reported = true;
      console.warn(
        `  … CPU bezet (${Math.round(sample.busy * 100)}%, waarvan ${Math.round(sample.steal * 100)}% door de host); wachten. Drukste processen:\n${busiestProcesses()}`,
      );
    }
  }
}
