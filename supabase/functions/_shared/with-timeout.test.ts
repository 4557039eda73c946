import { describe, expect, it, vi } from 'vitest';
import { withTimeout } from './with-timeout.ts';

describe('withTimeout', () => {
  it('passes a value or an error through and leaves no timer behind', async () => {
    vi.useFakeTimers();
    try {
      await expect(withTimeout(Promise.resolve(7), 1000, 'för sent')).resolves.toBe(7);
      await expect(withTimeout(Promise.reject(new Error('trasig')), 1000, 'för sent')).rejects.toThrow('trasig');
      await expect(withTimeout(Promise.reject('text'), 1000, 'för sent')).rejects.toThrow(Error);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects with the message when the promise has not settled in time', async () => {
    vi.useFakeTimers();
    try {
      const pending = withTimeout(new Promise(() => {}), 1000, 'butiken svarade inte inom 1000 ms');
      const outcome = expect(pending).rejects.toThrow('butiken svarade inte inom 1000 ms');
      await vi.advanceTimersByTimeAsync(1000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
