// Demo plenary sessions are placed relative to the day the database is seeded, so a fresh install always shows
// the current month and a year of history. Ordinary sessions are held on the month's last Thursday.

const THURSDAY = 4;
const WEEK_MS = 7 * 86_400_000;

/** Spain's fixed national holidays ('MM-DD'): no plenary session is held on them. */
const NATIONAL_HOLIDAYS = new Set([
  '01-01',
  '01-06',
  '05-01',
  '08-15',
  '10-12',
  '11-01',
  '12-06',
  '12-08',
  '12-25',
]);

const isHoliday = (day: Date) => NATIONAL_HOLIDAYS.has(isoDay(day).slice(5));

/** 'YYYY-MM-DD' of a UTC calendar day. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The session day `monthsAgo` months before `now`: the last Thursday of that month that is not a national
 * holiday (25 December 2025 was a Thursday); in the current month the latest such Thursday not after
 * today, or today itself when there is none yet.
 */
export function sessionDay(now: Date, monthsAgo: number): Date {
  const day = plainSessionDay(now, monthsAgo);
  const earlier = new Date(day.getTime() - WEEK_MS);
  return isHoliday(day) && earlier.getUTCMonth() === day.getUTCMonth() ? earlier : day;
}

function plainSessionDay(now: Date, monthsAgo: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - monthsAgo;
  if (monthsAgo === 0) {
    const today = Date.UTC(year, month, now.getUTCDate());
    const back = (new Date(today).getUTCDay() - THURSDAY + 7) % 7;
    const thursday = new Date(today - back * 86_400_000);
    return thursday.getUTCMonth() === new Date(today).getUTCMonth() ? thursday : new Date(today);
  }
  const last = new Date(Date.UTC(year, month + 1, 0));
  const back = (last.getUTCDay() - THURSDAY + 7) % 7;
  return new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate() - back));
}

/** The day in Spanish long form, as the spec titles videos: '27 de marzo de 2025'. */
export function spanishLongDate(day: Date): string {
  return new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}
