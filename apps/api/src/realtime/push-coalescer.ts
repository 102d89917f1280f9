/**
 * Folds bursts of "this changed" into one push per key and window: the first call schedules a
 * flush `windowMs` later, calls before it fires ride along, and a call made while a flush runs
 * schedules the next one, so the last change is always pushed (trailing edge). Bursts of 1,000
 * joins make a few dozen full-list broadcasts instead of 1,000. Hand-written because the npm
 * throttles (lodash.throttle and kin) coalesce one function, not one timer per key.
 */
export class PushCoalescer {
  private readonly pending = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly windowMs: number,
    private readonly flush: (key: string) => Promise<void>,
  ) {}

  schedule(key: string): void {
    if (this.pending.has(key)) return;
    const timer = setTimeout(() => {
      this.pending.delete(key);
      void this.flush(key);
    }, this.windowMs);
    this.pending.set(key, timer);
  }

  /** Drops every scheduled flush (shutdown). */
  clear(): void {
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}
