import { KnownProblems } from '../knownProblems/knownProblems';
import type { MessageDelivery } from '../mail/deliverMessage';
import type { Store } from '../store';
import { OUTSIDE_AUDIENCES, type MessageRecord } from '../store/outboxQueue';

export interface OutboxOptions {
  /** The server's clock (tests move it). */
  now: () => number;
  retryBaseMs: number;
  retryMaxMs: number;
  concurrency: number;
  /** Longest a single delivery may take; the database lease on a message in delivery is longer. */
  deliveryTimeoutMs: number;
  /** Delivered messages older than this are purged, and reports closed longer ago than this. */
  retentionMs: number;
  /** After a purge: what belongs to the purged messages (a report's photos) goes too. */
  onPurged?: () => void;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The mail server refused this message itself for good (an SMTP 5xx to its sender, recipients or content), so a
 * retry would be refused again. A 5xx to the login or the connection is the server's configuration, not the
 * message's: those keep being retried (and /api/health raises the alarm) until the administrator fixes it.
 */
export function isPermanentRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (code === 'EENVELOPE' || code === 'EMESSAGE')
  );
}

/** Wait before attempt n+1 after n failed attempts: doubling from the base, never longer than the maximum. */
export function retryDelay(failedAttempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
}

/**
 * The worker that e-mails stored messages. A new message is sent at once; a failed one is retried with
 * backoff (at most `retryMaxMs` apart) until the SMTP server takes it. On start it picks up whatever an
 * earlier process left undelivered; `stop()` lets deliveries under way finish.
 */
export class MessageOutbox {
  private readonly inFlight = new Map<number, Promise<void>>();
  private wakeTimer: NodeJS.Timeout | null = null;
  private purgeTimer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly store: Pick<Store, 'outbox' | 'reports' | 'problemFollowers'>,
    private readonly delivery: MessageDelivery,
    private readonly options: OutboxOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    const released = this.store.outbox.releaseClaims();
    if (released) this.options.log.warn({ released }, 'deliveries interrupted by the previous process will be retried');
    this.purge();
    this.purgeTimer = setInterval(() => this.purge(), HOUR_MS);
    this.purgeTimer.unref();
    this.drain();
  }

  /** A message was stored: deliver it now if a slot is free. */
  notify(): void {
    if (this.running) this.drain();
  }

  /** Stops taking new work and waits for the deliveries under way. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    this.wakeTimer = this.purgeTimer = null;
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight.values()]);
  }

  get deliveriesInFlight(): number {
    return this.inFlight.size;
  }

  private drain(): void {
    if (!this.running) return;
    try {
      this.startDueDeliveries();
    } catch (error) {
      // The database is unreadable for a moment (disk full, locked): try again later, the messages stay stored.
      this.options.log.error({ err: error }, 'could not read the outbox');
    }
    this.scheduleWake();
  }

  private startDueDeliveries(): void {
    const free = this.options.concurrency - this.inFlight.size;
    if (free > 0) {
      const now = this.options.now();
      // Longer than a delivery can take, so only a crashed process's claim ever expires.
      const leaseUntil = now + 2 * this.options.deliveryTimeoutMs;
      for (const id of this.store.outbox.dueIds(now, free + this.inFlight.size)) {
        if (this.inFlight.size >= this.options.concurrency) break;
        if (this.inFlight.has(id)) continue;
        const record = this.store.outbox.claim(id, now, leaseUntil);
        if (!record) continue;
        const delivery = this.deliver(record, () => this.delivery.deliver(record)).finally(() => {
          this.inFlight.delete(id);
          this.drain();
        });
        this.inFlight.set(id, delivery);
      }
    }
  }

  /** Never rejects: whatever happens, the row stays in the database and its lease or retry time brings it back. */
  private async deliver(
    { id, attempts: attempt, audience }: Pick<MessageRecord, 'id' | 'attempts' | 'audience'>,
    send: () => Promise<void>,
  ): Promise<void> {
    let failure: unknown = null;
    try {
      await send();
    } catch (error) {
      failure = error;
    }
    try {
      if (failure === null) {
        if (this.store.outbox.markDelivered(id)) this.options.log.info({ messageId: id, attempt }, 'message delivered');
        return;
      }
      const reason = failure instanceof Error ? failure.message : String(failure);
      if (isPermanentRejection(failure)) {
        this.store.outbox.markRejected(id, reason);
        // An address someone outside the firm typed is theirs to get right, not an alarm (see OUTSIDE_AUDIENCES).
        const outside = OUTSIDE_AUDIENCES.includes(audience);
        this.options.log[outside ? 'warn' : 'error'](
          { messageId: id, attempt, audience, reason },
          'the mail server refused the message for good; it stays stored (npm run messages)',
        );
        return;
      }
      const delay = retryDelay(attempt, this.options.retryBaseMs, this.options.retryMaxMs);
      this.store.outbox.markFailed(id, reason, this.options.now() + delay);
      // Logged on the first failures and then now and then, not every 30 s for as long as SMTP is down.
      if (attempt <= 3 || attempt % 20 === 0) {
        this.options.log.warn(
          { messageId: id, attempt, retryInMs: delay, reason },
          'message delivery failed; will retry',
        );
      }
    } catch (error) {
      this.options.log.error({ err: error, messageId: id }, 'could not record the delivery result');
    }
  }

  /** Sleeps until the next message is due, never longer than the retry maximum. */
  private scheduleWake(): void {
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeTimer = null;
    if (!this.running) return;
    const next = this.store.outbox.nextWakeAt();
    const wait =
      next === null
        ? this.options.retryMaxMs
        : Math.min(this.options.retryMaxMs, Math.max(0, next - this.options.now()));
    // A message due now but not started is waiting for a free slot; a finishing delivery drains again.
    if (wait === 0 && this.inFlight.size >= this.options.concurrency) return;
    this.wakeTimer = setTimeout(() => this.drain(), Math.max(wait, 10));
    this.wakeTimer.unref();
  }

  private purge(): void {
    try {
      const before = this.options.now() - this.options.retentionMs;
      const purged = this.store.outbox.purgeDeliveredBefore(before);
      if (purged) this.options.log.info({ purged }, 'delivered messages purged');
      const reports = this.store.reports.purgeClosedReportsBefore(before);
      if (reports) this.options.log.info({ reports }, 'closed reports purged');
      // A follow request never confirmed: its address goes once its link has expired.
      const requests = this.store.problemFollowers.purgeUnconfirmedBefore(
        this.options.now() - KnownProblems.confirmExpiry(0),
      );
      if (requests) this.options.log.info({ requests }, 'unconfirmed follow requests purged');
      this.options.onPurged?.();
    } catch (error) {
      this.options.log.error({ err: error }, 'purging delivered messages failed');
    }
  }
}
