import { describe, expect, it } from 'vitest';
import { isIsoDate } from './dates.ts';

describe('isIsoDate', () => {
  it('accepts real calendar dates', () => {
    for (const day of ['2026-11-22', '2024-02-29', '1900-01-01', '2199-12-31'])
      expect(isIsoDate(day)).toBe(true);
  });

  it('refuses impossible, malformed and out-of-range dates', () => {
    for (const day of [
      '2026-02-30',
      '2025-02-29',
      '0000-01-01',
      '1899-12-31',
      '2200-01-01',
      '26-11-22',
      '2026-1-2',
      20261122,
      null,
    ])
      expect(isIsoDate(day)).toBe(false);
  });
});
