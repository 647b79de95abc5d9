/**
 * Fixed-window counters in memory, one process. When Élan runs as several processes the
 * ROADMAP moves this behind Redis (REDIS_URL); callers only see `hit`.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt for each key; false when any key is over its limit. */
  hit(keys: string[], now = Date.now()): boolean {
    let allowed = true;
    for (const key of keys) {
      const window = this.windows.get(key);
      if (!window || window.resetAt <= now) {
        this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
        continue;
      }
      window.count += 1;
      if (window.count > this.limit) allowed = false;
    }
    if (this.windows.size > 50_000) this.sweep(now);
    return allowed;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
