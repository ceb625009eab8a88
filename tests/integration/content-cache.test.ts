import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { scratchConfig } from '#server/config.ts';
import { createNews } from '#server/features/content/news-repository.ts';
import { buildTestApp, describeWithServer } from './databases.ts';

const titles = async (app: FastifyInstance) =>
  ((await app.inject('/api/noticias/ultimas?limite=50')).json() as Array<{ titulo: string }>).map(
    (n) => n.titulo,
  );

describeWithServer('cached content lists', (server) => {
  // First in the file: the app has only just become ready.
  it('cache from the moment the app is ready: it listens to the change notices before', async () => {
    const compute = vi.fn(async () => 'lista');
    const { tableCache } = server().app;
    await tableCache.get('lista-de-prueba', ['noticias'], compute);
    await tableCache.get('lista-de-prueba', ['noticias'], compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('show a change made straight in the database on the next read', async () => {
    const { app } = server();
    const before = await titles(app);
    await createNews(app.db, { titulo: 'Corte de agua programado', contenido: 'El martes por la mañana.' });
    // The notice crosses connections on PostgreSQL: polled (every few milliseconds), never a fixed sleep.
    await expect.poll(() => titles(app), { timeout: 5000 }).toContain('Corte de agua programado');
    expect((await titles(app)).length).toBe(before.length + 1);
    await app.db.query(
      "update noticias set titulo = 'Corte de agua aplazado' where titulo = 'Corte de agua programado'",
    );
    await expect.poll(() => titles(app), { timeout: 5000 }).toContain('Corte de agua aplazado');
  });

  it('serve the same bytes as the response schema would', async () => {
    const response = await server().app.inject('/api/actas');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Array.isArray(response.json())).toBe(true);
  });
});

it.skipIf(!process.env.TEST_DATABASE_URL)(
  'two replicas: a news item published on one is listed by the other',
  async () => {
    const { randomBytes } = await import('node:crypto');
    const pg = (await import('pg')).default;
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const name = `sede_cache_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const dirs = [
      mkdtempSync(path.join(tmpdir(), 'sede-cache-')),
      mkdtempSync(path.join(tmpdir(), 'sede-cache-')),
    ];
    const apps = [];
    try {
      for (const dir of dirs) {
        const config = scratchConfig(dir, { DATABASE_URL: url.toString() });
        apps.push(await buildTestApp(config));
      }
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      await titles(b); // fills B's cache
      await titles(b);
      await createNews(a.db, { titulo: 'Nueva ruta del autobús', contenido: 'Desde el lunes.' });
      await expect.poll(() => titles(b), { timeout: 5000 }).toContain('Nueva ruta del autobús');
    } finally {
      for (const app of apps) await app.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  },
);
