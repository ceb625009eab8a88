import path from 'node:path';
import { beforeAll, expect, it, vi } from 'vitest';
import { createNews } from '#server/features/content/news-repository.ts';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { bearer, signIn } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

// The pages are rendered by the built renderer (dist/web/ssr), as in production: build it when stale.
beforeAll(() => {
  buildIfStale({ quiet: true });
}, 600_000);

/** Polls for a condition that depends on a change notice (milliseconds, not a fixed sleep). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('la condición no se cumplió a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWithServer(
  'Pages rendered on the server',
  (server) => {
    const page = (url: string, headers: Record<string, string> = {}) =>
      server().app.inject({ url, headers: { accept: 'text/html', ...headers } });

    it('a news item page carries its title, cached until staff edit it (NOTIFY)', async () => {
      const { app } = server();
      const news = await createNews(app.db, {
        titulo: 'Poda de los chopos del paseo',
        contenido: 'Del lunes al miércoles.',
      });
      const url = `/noticia/${news.id}`;
      const first = await page(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toContain('text/html');
      expect(first.body).toContain('<h1');
      expect(first.body).toContain('Poda de los chopos del paseo');
      expect(first.body).toContain('type="application/json" id="datos-iniciales"');

      // Served from memory: no query reaches the database for the second visit.
      const queries = vi.spyOn(app.db, 'query');
      const second = await page(url);
      expect(queries).not.toHaveBeenCalled();
      queries.mockRestore();
      expect(second.body).toBe(first.body);

      const token = await signIn(app);
      const body = new FormData();
      body.append('titulo', 'Poda de los chopos aplazada');
      const edited = await app.inject({
        method: 'PUT',
        url: `/api/noticias/${news.id}`,
        payload: body,
        headers: bearer(token),
      });
      expect(edited.statusCode).toBe(200);
      await eventually(async () => (await page(url)).body.includes('Poda de los chopos aplazada'));
      expect((await page(url)).body).not.toContain('Poda de los chopos del paseo');
    });

    it('renders afresh for requests with credentials, and never keeps a not-found page', async () => {
      const { app } = server();
      const news = await createNews(app.db, { titulo: 'Bando de fiestas', contenido: 'Programa.' });
      await page(`/noticia/${news.id}`);
      const queries = vi.spyOn(app.db, 'query');
      await page(`/noticia/${news.id}`, { authorization: 'Bearer cualquiera' });
      expect(queries).toHaveBeenCalled();
      queries.mockClear();
      const missing = await page('/noticia/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Noticia no encontrada');
      queries.mockClear();
      await page('/noticia/999999');
      expect(queries).toHaveBeenCalled();
      queries.mockRestore();
    });

    it('sends the empty shell for pages only the browser renders, and never serves the renderer itself', async () => {
      const admin = await page('/admin');
      expect(admin.statusCode).toBe(200);
      expect(admin.body).toContain('<div id="root"></div>');
      expect(admin.body).not.toContain('datos-iniciales');
      const bundle = await server().app.inject('/ssr/entry-server.js');
      expect(bundle.headers['content-type'] ?? '').not.toContain('javascript');
    });
  },
  { WEB_DIR: path.join(ROOT, 'dist/web') },
);
