import type { Minutes } from '#shared/api-types/generated/content.ts';
import { COUNCIL_TIME_ZONE, calendarDate, councilMonth } from '#shared/spanish-dates.ts';

/** One plenary minutes document of GET /api/actas, as the page lists it (filed under `fechaSubida`). */
export interface MinuteEntry extends Minutes {
  /** 'Acta del 5 de marzo de 2025' */
  label: string;
  time: number;
}

export interface MonthGroup {
  /** 'YYYY-MM', stable and sortable. */
  key: string;
  /** 'Marzo de 2025' */
  label: string;
  items: MinuteEntry[];
}

/** Key of the month an instant falls in, on the council's calendar. */
export const monthKeyOf = (date: Date, timeZone = COUNCIL_TIME_ZONE) => councilMonth(date, timeZone).key;

/**
 * Groups minutes by Spanish month and year of fechaSubida, newest month first and newest minutes first
 * inside each month. An entry whose date cannot be read is left out and logged, never shown as "Invalid Date".
 */
export function groupMinutesByMonth(minutes: Minutes[], timeZone = COUNCIL_TIME_ZONE): MonthGroup[] {
  const groups = new Map<string, MonthGroup>();
  for (const minute of minutes) {
    const date = new Date(minute.fechaSubida);
    if (Number.isNaN(date.getTime())) {
      console.error(`Acta ${minute.id} con fecha no válida: ${minute.fechaSubida}`);
      continue;
    }
    const { day, month, year } = calendarDate(date, timeZone);
    const { key, label } = councilMonth(date, timeZone);
    let group = groups.get(key);
    if (!group) {
      group = { key, label, items: [] };
      groups.set(key, group);
    }
    group.items.push({ ...minute, label: `Acta del ${day} de ${month} de ${year}`, time: date.getTime() });
  }
  const sorted = [...groups.values()].sort((a, b) => b.key.localeCompare(a.key));
  for (const group of sorted) {
    group.items.sort((a, b) => b.time - a.time);
    distinguishSameDay(group.items);
  }
  return sorted;
}

/**
 * Minutes filed on the same day would read alike ('Acta del 5 de marzo de 2025' twice): each then also
 * shows its document name and, if even that repeats, its position ('(2 de 3)'), so every card differs.
 */
function distinguishSameDay(items: MinuteEntry[]) {
  for (const [label, same] of groupBy(items, (item) => item.label)) {
    if (same.length < 2) continue;
    for (const [name, entries] of groupBy(same, (item) => item.nombre.trim())) {
      entries.forEach((entry, index) => {
        const position = entries.length > 1 ? ` (${index + 1} de ${entries.length})` : '';
        entry.label = `${label} · ${name}${position}`;
      });
    }
  }
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
