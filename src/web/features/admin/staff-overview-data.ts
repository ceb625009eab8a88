import type { Overview } from '#shared/api-types/generated/overview.ts';
import { apiRequest } from '#web/api/client.ts';

export const loadOverview = () => apiRequest<Overview>('/admin/resumen');

/** Rows keyed by week with one column per series ('semana', then each series' total, 0 when absent). */
export function byWeek<T extends { semana: string }>(
  rows: readonly T[],
  series: (row: T) => string,
  value: (row: T) => number,
): { data: Array<Record<string, string | number>>; names: string[] } {
  const names = [...new Set(rows.map(series))].sort((a, b) => a.localeCompare(b, 'es'));
  const weeks = [...new Set(rows.map((row) => row.semana))].sort();
  const data = weeks.map((semana) => {
    const record: Record<string, string | number> = { semana: weekLabel(semana) };
    for (const name of names) record[name] = 0;
    for (const row of rows.filter((r) => r.semana === semana)) record[series(row)] = value(row);
    return record;
  });
  return { data, names };
}

/** '2026-11-16' → 'sem. 16/11'. */
export const weekLabel = (monday: string) => `sem. ${monday.slice(8, 10)}/${monday.slice(5, 7)}`;
