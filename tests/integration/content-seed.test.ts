import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDemoContent } from '#server/features/content/demo/demo-content.ts';
import { createNews } from '#server/features/content/news-repository.ts';
import { seedDemoContent } from '#server/features/content/seed-demo-content.ts';
import { runStartupTasks } from '#server/startup.ts';
import { buildTestApp, describeWithServer } from './databases.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const publicFile = (url: string) => path.join(ROOT, 'public', url);
const month = (iso: string) => iso.slice(0, 7);

async function counts(db: { query<T>(sql: string): Promise<T[]> }) {
  const [row] = await db.query<{ noticias: number; actas: number; videos: number }>(
    `select (select count(*) from noticias) as noticias, (select count(*) from actas) as actas,
            (select count(*) from actas_video) as videos`,
  );
  return row;
}

describe('Demo content', () => {
  // Several seeding days, including month starts and a leap day, where date arithmetic tends to slip.
  const days = [
    '2026-11-21T23:30:00Z',
    '2026-03-01T00:05:00Z',
    '2028-02-29T12:00:00Z',
    '2027-01-01T08:00:00Z',
  ];

  it.each(days)('seeded on %s: news with pictures, a year of minutes and videos', (iso) => {
    const now = new Date(iso);
    const { news, minutes, videos } = buildDemoContent(now);

    expect(news.length).toBeGreaterThanOrEqual(6);
    expect(news.filter((n) => n.imagenPath).length).toBeGreaterThan(news.length / 2);
    for (const item of news) {
      expect(item.contenido.split('\n').length).toBeGreaterThanOrEqual(3);
      expect(item.publicadaEn?.getTime()).toBeLessThanOrEqual(now.getTime());
    }

    const months = new Set(minutes.map((m) => month(m.fechaSubida?.toISOString() ?? '')));
    expect(months.size).toBeGreaterThanOrEqual(5);
    expect(months).toContain(month(iso));
    const yearAgo = new Date(now);
    yearAgo.setUTCFullYear(now.getUTCFullYear() - 1);
    for (const m of minutes) {
      expect(m.fechaSubida?.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(m.fechaSubida?.getTime()).toBeGreaterThan(yearAgo.getTime());
      expect(m.nombre).toMatch(/^Acta de la sesión ordinaria del Pleno de \d{1,2} de [a-z]+ de \d{4}$/);
    }

    expect(videos.length).toBeGreaterThanOrEqual(5);
    expect(videos.filter((v) => v.miniatura === null)).toHaveLength(1);
    for (const video of videos) {
      expect(video.fecha <= iso.slice(0, 10)).toBe(true);
      expect(video.titulo).toMatch(/^Video pleno \d{1,2} de [a-z]+ de \d{4}$/);
      expect(video.url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}&ab_channel=/);
    }
  });

  it('titles each video with its own date in Spanish long form', () => {
    const { videos } = buildDemoContent(new Date('2026-11-21T10:00:00Z'));
    expect(videos[0]).toMatchObject({ fecha: '2026-11-19', titulo: 'Video pleno 19 de noviembre de 2026' });
    // October 2026 ends on a Saturday: its last Thursday is the 29th.
    expect(videos[1]).toMatchObject({ fecha: '2026-10-29', titulo: 'Video pleno 29 de octubre de 2026' });
  });

  it('points only at files committed under public/', () => {
    const { news, minutes, videos } = buildDemoContent(new Date());
    const urls = [
      ...news.map((n) => n.imagenPath),
      ...minutes.map((m) => m.url),
      ...videos.map((v) => v.miniatura),
    ].filter((url): url is string => typeof url === 'string');
    expect(urls.length).toBeGreaterThan(15);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/demo\//);
      expect(existsSync(publicFile(url)), url).toBe(true);
    }
  });
});

describeWithServer('Demo content seeding at start', (server) => {
  it('fills an empty database through the start-up tasks', async () => {
    const { app } = server();
    expect(await counts(app.db)).toEqual({ noticias: 0, actas: 0, videos: 0 });
    await runStartupTasks(app);
    const seeded = await counts(app.db);
    expect(seeded?.noticias).toBeGreaterThanOrEqual(6);
    expect(seeded?.actas).toBeGreaterThanOrEqual(5);
    expect(seeded?.videos).toBeGreaterThanOrEqual(5);

    const latest = (await app.inject('/api/noticias/ultimas')).json() as Array<{ titulo: string }>;
    expect(latest).toHaveLength(6);
    expect(latest[0]?.titulo).toBe(buildDemoContent(new Date()).news[0]?.titulo);
  });

  it('never duplicates on a second start, from this or another server', async () => {
    const { app, config } = server();
    const before = await counts(app.db);
    await runStartupTasks(app);
    const second = await buildTestApp(config, { db: app.db, logger: false });
    try {
      await runStartupTasks(second);
    } finally {
      await second.close();
    }
    expect(await counts(app.db)).toEqual(before);
  });

  it('does not seed again after staff emptied the tables', async () => {
    const { app } = server();
    await app.db.exec('delete from noticias; delete from actas; delete from actas_video;');
    expect(await seedDemoContent(app.db)).toBe('already-seeded');
    expect(await counts(app.db)).toEqual({ noticias: 0, actas: 0, videos: 0 });
  });
});

describeWithServer('Demo content with existing content', (server) => {
  it('leaves a database that already has content untouched', async () => {
    const { app } = server();
    await createNews(app.db, { titulo: 'Noticia propia', contenido: 'Texto del Ayuntamiento.' });
    expect(await seedDemoContent(app.db)).toBe('has-content');
    expect(await counts(app.db)).toEqual({ noticias: 1, actas: 0, videos: 0 });
    expect(await seedDemoContent(app.db)).toBe('already-seeded');
  });
});
