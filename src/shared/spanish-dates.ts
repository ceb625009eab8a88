/** The council is in Spain: dates from the server (UTC instants) are read on Madrid's calendar. */
export const COUNCIL_TIME_ZONE = 'Europe/Madrid';

export interface CalendarDate {
  day: number;
  /** Spanish month name in lower case ('marzo'). */
  month: string;
  monthNumber: number;
  year: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('es-ES', {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Day, Spanish month name and year of an instant in the given time zone. */
export function calendarDate(date: Date, timeZone = COUNCIL_TIME_ZONE): CalendarDate {
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const monthNumber = Number(new Intl.DateTimeFormat('en-US', { timeZone, month: 'numeric' }).format(date));
  return { day: Number(part('day')), month: part('month'), monthNumber, year: Number(part('year')) };
}

/** A plain 'YYYY-MM-DD' day (no time zone involved) as '5 de marzo de 2025'; null when it is not a date. */
export function formatPlainDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3])) return null;
  const { day, month, year } = calendarDate(date, 'UTC');
  return `${day} de ${month} de ${year}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The month an instant falls in on the council's calendar, as the minutes page groups them: a sortable key
 * ('2025-03') and its heading ('Marzo de 2025'), whose anchor links to the group.
 */
export function councilMonth(date: Date, timeZone = COUNCIL_TIME_ZONE): { key: string; label: string } {
  const { month, monthNumber, year } = calendarDate(date, timeZone);
  return { key: `${year}-${String(monthNumber).padStart(2, '0')}`, label: `${capitalise(month)} de ${year}` };
}
