import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../dates.ts';
import { addDays, firstSelectableDay, madridDate, selectableDays, weekday } from './days.ts';

// Instants from 2020 to 2040: wide enough to cross many DST changes and leap years.
const instant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2040-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('selectable days', () => {
  it('are seven consecutive dates, none before tomorrow in Madrid', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const days = selectableDays(now);
        expect(days).toHaveLength(7);
        days.forEach((day, i) => {
          expect(isIsoDate(day)).toBe(true);
          if (i > 0) expect(day).toBe(addDays(days[i - 1] as string, 1));
        });
        expect((days[0] as string) > madridDate(now)).toBe(true);
      }),
    );
  });

  it('start tomorrow, or on the next Monday when tomorrow is Friday, Saturday or Sunday', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const tomorrow = addDays(madridDate(now), 1);
        const first = firstSelectableDay(now);
        if ([5, 6, 0].includes(weekday(tomorrow))) {
          expect(weekday(first)).toBe(1);
          expect(first > tomorrow && first <= addDays(tomorrow, 3)).toBe(true);
        } else {
          expect(first).toBe(tomorrow);
        }
        // Never starts on Friday, Saturday or Sunday.
        expect([1, 2, 3, 4]).toContain(weekday(first));
      }),
    );
  });

  it('count the day in Madrid, not in UTC', () => {
    // 23:30 UTC on Saturday 28 March 2026 is already Sunday 29 in Madrid (CET, UTC+1).
    expect(madridDate(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    // 22:30 UTC on 15 July is 00:30 on 16 July in Madrid (CEST, UTC+2).
    expect(madridDate(new Date('2026-07-15T22:30:00Z'))).toBe('2026-07-16');
  });

  it('examples: Wednesday gives Thursday onwards; Thursday, Friday and Saturday give Monday', () => {
    // 2026-04-15 is a Wednesday.
    expect(selectableDays(new Date('2026-04-15T10:00:00Z'))[0]).toBe('2026-04-16');
    expect(selectableDays(new Date('2026-04-16T10:00:00Z'))[0]).toBe('2026-04-20');
    expect(selectableDays(new Date('2026-04-17T10:00:00Z'))[0]).toBe('2026-04-20');
    expect(selectableDays(new Date('2026-04-18T10:00:00Z'))).toEqual([
      '2026-04-20',
      '2026-04-21',
      '2026-04-22',
      '2026-04-23',
      '2026-04-24',
      '2026-04-25',
      '2026-04-26',
    ]);
    // Sunday: tomorrow is Monday.
    expect(selectableDays(new Date('2026-04-19T10:00:00Z'))[0]).toBe('2026-04-20');
  });

  it('isIsoDate refuses impossible dates and other shapes', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate(20260203)).toBe(false);
  });
});
