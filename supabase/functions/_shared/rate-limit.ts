// Per-client fixed-window rate limit. In memory per instance by default; with a store that can
// count (PostgreSQL: DATABASE_URL on Node, the project database on Supabase Edge) every instance
// counts in the same table, so two servers behind a load balancer share one limit.
import type { FunctionsStore } from './store.ts';

export interface RateLimitOptions {
  /** Requests allowed per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  ok: boolean;
  retryAfterSeconds: number;
}

export interface RateLimit {
  hit(key: string): Promise<RateLimitResult>;
}

export class RateLimiter implements RateLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  hitSync(key: string): RateLimitResult {
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

  hit(key: string): Promise<RateLimitResult> {
    return Promise.resolve(this.hitSync(key));
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

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Counts in the store, in windows aligned to multiples of windowMs, so every instance agrees on
 * the window. The client key (an IP address) is stored only as a hash and only for its window.
 * If the store cannot count, the request is let through (the lead itself then decides: a store
 * that is down answers 503 anyway) and the in-memory limiter takes over for that request.
 */
export class SharedRateLimiter implements RateLimit {
  private readonly fallback: RateLimiter;

  constructor(
    private readonly options: RateLimitOptions,
    private readonly store: Required<Pick<FunctionsStore, 'countRateLimitHit'>>,
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.fallback = new RateLimiter(options, now);
  }

  async hit(key: string): Promise<RateLimitResult> {
    if (this.options.max <= 0) return { ok: true, retryAfterSeconds: 0 };
    const now = this.now();
    const windowStart = Math.floor(now / this.options.windowMs) * this.options.windowMs;
    try {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
      const count = await this.store.countRateLimitHit(hex(digest).slice(0, 40), windowStart, this.options.windowMs);
      return {
        ok: count <= this.options.max,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + this.options.windowMs - now) / 1000)),
      };
    } catch (error) {
      this.onError(error);
      return this.fallback.hitSync(key);
    }
  }
}
