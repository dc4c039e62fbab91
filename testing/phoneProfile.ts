/**
 * The phone every speed figure of this project is measured on, whatever machine measures it.
 *
 * Lighthouse's mobile profile slows the CPU of the *host* four times, so the same page scored 72 on one machine and
 * 99 on another: the host's own speed swings from one minute to the next. Here the slowdown follows the host:
 * Lighthouse's benchmark index of the host, measured right before each run, divided by the index of the device we
 * emulate. Index 500 is what the default 4x makes of a typical desktop: a mid-tier Android phone.
 */

/** Lighthouse's benchmark index of the emulated phone. */
export const PHONE_BENCHMARK_INDEX = 500;

/** Bounds of the slowdown: never faster than the host, and never so slow that timers and the harness dominate. */
export const MIN_CPU_SLOWDOWN = 1;
export const MAX_CPU_SLOWDOWN = 12;

/** The CPU slowdown that makes a host of this benchmark index behave like the phone, to two decimals. */
export function calibratedCpuSlowdown(hostBenchmarkIndex: number): number {
  if (!Number.isFinite(hostBenchmarkIndex) || hostBenchmarkIndex <= 0) {
    throw new RangeError(`Ongeldige benchmarkindex: ${hostBenchmarkIndex}`);
  }
  const slowdown = hostBenchmarkIndex / PHONE_BENCHMARK_INDEX;
  return Math.round(Math.min(MAX_CPU_SLOWDOWN, Math.max(MIN_CPU_SLOWDOWN, slowdown)) * 100) / 100;
}

/** Lighthouse's mobile network (its `mobileSlow4G` throttling), emulated over CDP in Playwright. */
export const PHONE_NETWORK = {
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
} as const;

/** The same network as the `Network.emulateNetworkConditions` parameters (bytes per second). */
export const PHONE_NETWORK_CDP = {
  offline: false,
  latency: PHONE_NETWORK.latencyMs,
  downloadThroughput: (PHONE_NETWORK.downloadKbps * 1024) / 8,
  uploadThroughput: (PHONE_NETWORK.uploadKbps * 1024) / 8,
} as const;

/** How a figure is labelled wherever it is printed: the host it came from and the slowdown that made it a phone. */
export function describeCalibration(hostBenchmarkIndex: number, cpuSlowdown: number): string {
  return `host-index ${Math.round(hostBenchmarkIndex)}, CPU ×${cpuSlowdown.toFixed(2)}`;
}
