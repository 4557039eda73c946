import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('is a version 7 UUID whose first 48 bits are the time, so ids sort by creation', () => {
    const id = uuidv7(Date.UTC(2026, 10, 25, 12));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 25, 12));
    const ids = Array.from({ length: 2000 }, (_, i) => uuidv7(1_800_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 5000 }, () => uuidv7(1_800_000_000_000))).size).toBe(5000);
  });
});
