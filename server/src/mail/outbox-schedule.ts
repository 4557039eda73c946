// When the outbox works: its default pace, the backoff between attempts of a failing mail, and
// whether the process is too busy answering visitors to send mail right now.
import { performance } from 'node:perf_hooks';

export const OUTBOX_DEFAULTS = {
  pollMs: 2000,
  batchSize: 20,
  leaseMs: 60_000,
  sendTimeoutMs: 120_000,
  retryBaseMs: 10_000,
  retryMaxMs: 60 * 60_000,
  // 10 s doubling to an hour, then hourly: 33 attempts span about 24 hours (retrySpanMs).
  maxAttempts: 33,
  concurrency: 4,
  maxDeferMs: 5000,
} as const;

/** Event-loop utilisation over roughly the last 100 ms. */
export function eventLoopBusy(threshold = 0.9): () => boolean {
  let last = performance.eventLoopUtilization();
  let lastAt = performance.now();
  let busy = false;
  return () => {
    const at = performance.now();
    if (at - lastAt < 100) return busy;
    const current = performance.eventLoopUtilization();
    busy = performance.eventLoopUtilization(current, last).utilization > threshold;
    last = current;
    lastAt = at;
    return busy;
  };
}

export function retryDelayMs(attempt: number, baseMs: number, maxMs: number, jitter = true): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  // ±20 % jitter so instances that failed together do not retry in lockstep.
  return Math.round(exponential * (jitter ? 0.8 + Math.random() * 0.4 : 1));
}

/** Time from the first attempt to the last one (without jitter). */
export function retrySpanMs(maxAttempts: number, baseMs: number, maxMs: number): number {
  let total = 0;
  for (let attempt = 1; attempt < maxAttempts; attempt++) total += retryDelayMs(attempt, baseMs, maxMs, false);
  return total;
}
