/**
 * At most `concurrent` holders at once and at most `maxWaiting` in line; whoever comes when the line is full is
 * refused at once (null), so a burst is answered quickly with "later" instead of queueing for minutes.
 */
export class BoundedSlots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrent: number,
    private readonly maxWaiting: number,
  ) {}

  /** A function that frees the slot (idempotent), once one is free; null when the line is full. */
  async acquire(): Promise<(() => void) | null> {
    if (this.active < this.concurrent) {
      this.active++;
      return this.releaser();
    }
    if (this.waiting.length >= this.maxWaiting) return null;
    // A freed slot passes straight to the first in line: `active` stays the same.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.releaser();
  }

  get inUse(): number {
    return this.active;
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
  }
}
