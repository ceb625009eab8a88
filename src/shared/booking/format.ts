import { sortHours } from './selection.ts';
import { slotEnd } from './slots.ts';

/** '10:00 – 11:30' for a selection, from its first slot to the end of its last one. */
export function timeRange(hours: readonly string[]): string {
  const sorted = sortHours(hours);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return '';
  return `${first} – ${slotEnd(last)}`;
}

/** 'lunes, 13 de abril de 2026' for '2026-04-13' (the date as written, no time-zone shift). */
export function formatDayLong(day: string): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** 'lunes, 13 de abril' for day pickers, where the year goes without saying. */
export function formatDayShort(day: string): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${day}T00:00:00Z`));
}
