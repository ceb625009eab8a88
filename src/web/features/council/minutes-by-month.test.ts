import { describe, expect, it, vi } from 'vitest';
import { formatPlainDate } from '#shared/spanish-dates.ts';
import { groupMinutesByMonth, monthKeyOf } from './minutes-by-month.ts';

const minute = (id: number, fechaSubida: string) => ({
  id,
  nombre: `acta-${id}.pdf`,
  fechaSubida,
  url: `/uploads/${id}.pdf`,
});

describe('groupMinutesByMonth', () => {
  it('groups by Spanish month and year, newest month first and newest minutes first inside', () => {
    const groups = groupMinutesByMonth([
      minute(1, '2025-01-15T10:00:00Z'),
      minute(2, '2025-03-05T10:00:00Z'),
      minute(3, '2025-03-28T10:00:00Z'),
      minute(4, '2024-12-02T10:00:00Z'),
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Marzo de 2025', 'Enero de 2025', 'Diciembre de 2024']);
    expect(groups[0]?.items.map((i) => i.label)).toEqual([
      'Acta del 28 de marzo de 2025',
      'Acta del 5 de marzo de 2025',
    ]);
    expect(groups[0]?.key).toBe('2025-03');
  });

  it('files an upload on the council calendar (Madrid), not UTC: 23:30 UTC on 31 May is 1 June there', () => {
    const [group] = groupMinutesByMonth([minute(1, '2025-05-31T23:30:00Z')]);
    expect(group?.label).toBe('Junio de 2025');
    expect(group?.items[0]?.label).toBe('Acta del 1 de junio de 2025');
    expect(monthKeyOf(new Date('2025-05-31T23:30:00Z'))).toBe('2025-06');
  });

  it('gives minutes filed on the same day distinct titles: the document name, then the position', () => {
    const [group] = groupMinutesByMonth([
      { ...minute(1, '2025-03-27T10:00:00Z'), nombre: 'Sesión ordinaria' },
      { ...minute(2, '2025-03-27T11:00:00Z'), nombre: 'Sesión extraordinaria' },
      { ...minute(3, '2025-03-27T12:00:00Z'), nombre: 'Anexo' },
      { ...minute(4, '2025-03-27T13:00:00Z'), nombre: 'Anexo' },
      minute(5, '2025-03-05T10:00:00Z'),
    ]);
    const labels = group?.items.map((item) => item.label) ?? [];
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain('Acta del 27 de marzo de 2025 · Sesión extraordinaria');
    expect(labels.filter((label) => label.startsWith('Acta del 27 de marzo de 2025 · Anexo ('))).toHaveLength(
      2,
    );
    // A day with one minute keeps the plain title.
    expect(labels).toContain('Acta del 5 de marzo de 2025');
  });

  it('leaves out and logs an entry whose date cannot be read', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const groups = groupMinutesByMonth([minute(1, 'ayer'), minute(2, '2025-02-01T10:00:00Z')]);
    expect(groups.flatMap((g) => g.items.map((i) => i.id))).toEqual([2]);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('gives no groups for no minutes', () => {
    expect(groupMinutesByMonth([])).toEqual([]);
  });
});

describe('formatPlainDate', () => {
  it('reads a plain day in Spanish without shifting it by time zone', () => {
    expect(formatPlainDate('2025-01-01')).toBe('1 de enero de 2025');
    expect(formatPlainDate('2024-12-31')).toBe('31 de diciembre de 2024');
  });

  it('refuses what is not a real day', () => {
    expect(formatPlainDate('2025-02-30')).toBeNull();
    expect(formatPlainDate('mañana')).toBeNull();
  });
});
