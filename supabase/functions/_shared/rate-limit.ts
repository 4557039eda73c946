// Per-client fixed-window rate limit, in memory. Each server instance (or Edge isolate) counts
// on its own, which is enough to stop one client from flooding the forms.
export interface RateLimitOptions {
  /** Requests allowed per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  ok: boolean;
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitResult {
    if (this.options.max <= 0) return { ok: true, retryAfterSeconds: 0 };
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.options.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      ok: window.count <= this.options.max,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  // Drop expired windows now and then so the map cannot grow without bound.
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.options.windowMs;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}
