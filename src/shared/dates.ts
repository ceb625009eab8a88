const ISO_DATE = /^(\d{4})-\d{2}-\d{2}$/;

/**
 * A real calendar date written 'YYYY-MM-DD' (rejects 2026-02-30) within 1900–2199: years PostgreSQL
 * refuses (0000) or no council record needs would otherwise reach the database and fail there.
 */
export function isIsoDate(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return false;
  const year = Number(match[1]);
  if (year < 1900 || year > 2199) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
