/**
 * Selectable days (SPEC §9): seven consecutive dates starting tomorrow, or the next Monday when
 * tomorrow is a Friday, Saturday or Sunday. "Today" is the council's day, in Europe/Madrid, whatever
 * the time zone of the browser or the server.
 */
export const BOOKING_TIME_ZONE = 'Europe/Madrid';
export const SELECTABLE_DAY_COUNT = 7;

/** The calendar date ('YYYY-MM-DD') that `instant` falls on in Madrid. */
export function madridDate(instant: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BOOKING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function toUtcDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, count: number): string {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as Date.getDay. */
export function weekday(day: string): number {
  return toUtcDate(day).getUTCDay();
}

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;
const MONDAY = 1;

/** The first selectable day for a booking made at `now`. */
export function firstSelectableDay(now: Date): string {
  const tomorrow = addDays(madridDate(now), 1);
  const dow = weekday(tomorrow);
  if (dow === FRIDAY || dow === SATURDAY || dow === SUNDAY) {
    return addDays(tomorrow, (MONDAY - dow + 7) % 7);
  }
  return tomorrow;
}

/** The seven dates a booking made at `now` may choose from, in order. */
export function selectableDays(now: Date): string[] {
  const first = firstSelectableDay(now);
  return Array.from({ length: SELECTABLE_DAY_COUNT }, (_, i) => addDays(first, i));
}
