import type { OutboxQueue } from '../store/outboxQueue';

/** What /api/health says of the outbox. */
export interface OutboxHealth {
  undelivered: number;
  /** How long the oldest message not yet e-mailed has waited; 0 when none waits. */
  oldestWaitingSeconds: number;
  /** True once a message has waited longer than the alert threshold: the health check then answers 503. */
  alert: boolean;
}

const CHECK_INTERVAL_MS = 60_000;

/**
 * Watches for messages that have not reached the firm's mailbox in time (SMTP down or refusing, or not set up):
 * the health check reports them, and each such message is logged once as an error when it crosses the line,
 * so an uptime monitor and the logs both raise the alarm while the message stays safely stored.
 */
export class OutboxMonitor {
  private readonly reported = new Set<number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly queue: Pick<OutboxQueue, 'outboxStatus' | 'undeliveredSince'>,
    private readonly alertAfterSeconds: number,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  health(now = Date.now()): OutboxHealth {
    const { undelivered, oldestReceivedAt } = this.queue.outboxStatus();
    const oldestWaitingSeconds =
      oldestReceivedAt === null ? 0 : Math.max(0, Math.floor((now - oldestReceivedAt) / 1000));
    return { undelivered, oldestWaitingSeconds, alert: oldestWaitingSeconds > this.alertAfterSeconds };
  }

  /** Logs each message that has newly waited longer than the threshold; returns how many it logged. */
  check(now = Date.now()): number {
    let logged = 0;
    for (const { id, receivedAt } of this.queue.undeliveredSince(now - this.alertAfterSeconds * 1000 - 1)) {
      if (this.reported.has(id)) continue;
      this.reported.add(id);
      logged++;
      this.log.error(
        { messageId: id, waitingSeconds: Math.floor((now - receivedAt) / 1000) },
        `message not e-mailed after ${this.alertAfterSeconds} s; it stays stored (npm run messages)`,
      );
    }
    return logged;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      try {
        this.check();
      } catch (error) {
        this.log.error({ err: error }, 'could not read the outbox');
      }
    }, CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
