import { describe, expect, it } from 'vitest';
import activities from '#content/actividades.json' with { type: 'json' };
import { buildDemoContent } from './demo-content.ts';
import { sessionDay } from './sessions.ts';

const HOLIDAYS = ['01-01', '01-06', '05-01', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'];

/** The 28th of every month over three years: seeding days across every season. */
const seedingDays = Array.from({ length: 36 }, (_, i) => new Date(Date.UTC(2025, i, 28, 10)));

describe('demo content calendar', () => {
  it('holds no plenary session on a national holiday (25 December 2025 was the last Thursday)', () => {
    expect(sessionDay(new Date('2026-01-15T10:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2025-12-18');
    for (const now of seedingDays) {
      const { minutes, videos } = buildDemoContent(now);
      for (const day of [
        ...minutes.map((m) => m.fechaSubida?.toISOString()),
        ...videos.map((v) => v.fecha),
      ]) {
        expect(HOLIDAYS, `${day} sembrado el ${now.toISOString()}`).not.toContain(day?.slice(5, 10));
      }
    }
  });

  it('dates news where the rest of the site agrees, never in the future, newest first', () => {
    const seasonStart = Number(activities.temporada.match(/\d{4}/)?.[0]);
    for (const now of seedingDays) {
      const { news, minutes } = buildDemoContent(now);
      const times = news.map((item) => item.publicadaEn?.getTime() ?? Number.NaN);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const time of times) expect(time).toBeLessThanOrEqual(now.getTime());

      // The activities news names the season the Actividades page shows and opens sign-up before October.
      const season = news.find((item) => item.titulo.includes(activities.temporada.replace(/^\D*/, '')));
      expect(season?.publicadaEn?.toISOString().slice(0, 7)).toBe(`${seasonStart}-09`);
      for (const group of activities.grupos) expect(season?.contenido).toContain(group.nombre.toLowerCase());

      // The August festival closes in August, never months later.
      const festival = news.find((item) => item.titulo.includes('Puente Viejo'));
      expect(festival?.publicadaEn?.getUTCMonth()).toBe(7);

      // The budget news comes after the session that approved it.
      const budget = news.find((item) => item.titulo.includes('presupuesto'));
      const session = minutes[0]?.fechaSubida;
      expect(budget?.publicadaEn?.getTime()).toBeGreaterThanOrEqual(
        Math.min(now.getTime(), (session?.getTime() ?? 0) - 12 * 3_600_000),
      );
    }
  });
});
