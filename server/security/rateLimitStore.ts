import type { FastifyRateLimitStore } from '@fastify/rate-limit';

interface Window {
  count: number;
  startedAt: number;
}

const SWEEP_EVERY = 1000;

/**
 * A fixed-window counter per address for @fastify/rate-limit. Its built-in LocalStore hands every
 * request the same mutable counter object and the plugin reads it only after an await, so a burst of
 * simultaneous posts all see the final count and are all refused, also those within the limit.
 * This store answers each request with its own snapshot.
 */
export class SnapshotRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, Window>();
  private calls = 0;

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    if (++this.calls % SWEEP_EVERY === 0) this.sweep(now, timeWindow);
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return new SnapshotRateLimitStore();
  }

  private sweep(now: number, timeWindow: number): void {
    for (const [key, window] of this.windows) if (window.startedAt + timeWindow <= now) this.windows.delete(key);
  }
}
