import { describe, expect, it } from 'vitest';
import { formatSwedishDate, formatSwedishDay, isIsoDate } from './format';

describe('dates', () => {
  it('writes an ISO date the Swedish way', () => {
    expect(formatSwedishDate('2026-11-26')).toBe('26 november 2026');
    expect(formatSwedishDate('2025-01-07')).toBe('7 januari 2025');
  });

  it("writes a moment as the reader's own calendar day", () => {
    // Local noon is the same day in every time zone's reading of it.
    expect(formatSwedishDay(new Date(2026, 10, 26, 12, 0))).toBe('26 november 2026');
    expect(formatSwedishDay(new Date(2026, 0, 1, 0, 5).toISOString())).toBe('1 januari 2026');
  });

  it('knows a real calendar date from a wrong one', () => {
    expect(isIsoDate('2026-11-26')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const wrong of ['2026-02-30', '2026-13-01', '26 november 2026', '2026-11-26T10:00', '2026-1-5', '']) expect(isIsoDate(wrong), wrong).toBe(false);
  });
});
