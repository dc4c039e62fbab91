/**
 * The phone the interaction benchmark emulates: Lighthouse's mobile profile, the one the Lighthouse gate runs (CPU ×4,
 * slow 4G). The CPU slowdown is a fixed factor of whatever host runs it: figures in milliseconds do not carry between
 * machines, or between minutes on one (the host's benchmark index wandered ×2.9–×5 here). What carries is the ratio to
 * the plain HTML button measured on the same host in the same run, which the benchmark prints beside every figure.
 */

/** Lighthouse's default mobile CPU slowdown; BENCH_CPU_SLOWDOWN sets another. */
export const PHONE_CPU_SLOWDOWN = 4;

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
