import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it, vi } from 'vitest';
import home from '#content/inicio.json';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { createNews } from '#server/features/content/news-repository.ts';
import { CRITICAL_CSS_TABLE, type CriticalCssPart, DEFERRED_STYLE_META } from '#shared/critical-css.ts';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { bearer, signIn } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_DIR = path.join(ROOT, 'dist/web');

/** The document's <head> and the rendered app, apart. */
function split(html: string): { head: string; body: string } {
  const end = html.indexOf('</head>');
  return { head: html.slice(0, end), body: html.slice(end) };
}

// The pages are rendered by the built renderer (dist/web/ssr), as in production: build it when stale.
beforeAll(() => {
  buildIfStale({ quiet: true });
}, 600_000);

describeWithServer(
  'Pages rendered on the server',
  (server) => {
    const page = (url: string, headers: Record<string, string> = {}) =>
      server().app.inject({ url, headers: { accept: 'text/html', ...headers } });

    it('a news item page carries its title, cached until staff edit it (NOTIFY)', async () => {
      const { app } = server();
      const notices = vi.spyOn(app.tableCache, 'changed');
      const news = await createNews(app.db, {
        titulo: 'Poda de los chopos del paseo',
        contenido: 'Del lunes al miércoles.',
      });
      // PostgreSQL delivers the insert's change notice a moment later, on another connection: heard after
      // the first visit, it would rightly drop that page. Wait for it, so the second visit is the cache's: as long
      // as a machine busy with a second suite takes (waitFor's default second was not enough there). The app is
      // ready only once it listens, so the notice cannot go out before anyone hears it.
      await vi.waitFor(() => expect(notices).toHaveBeenCalledWith('noticias'), { timeout: 30_000 });
      notices.mockRestore();
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
      // Shown on the next read: the edit itself drops this replica's cached page (no wait for the notice).
      const after = (await page(url)).body;
      expect(after).toContain('Poda de los chopos aplazada');
      expect(after).not.toContain('Poda de los chopos del paseo');
    });

    it("puts the page's own title, description and Open Graph tags in <head>, once", async () => {
      const news = await createNews(server().app.db, {
        titulo: 'Corte de agua en la calle Real',
        descripcion: 'El martes por la mañana, por obras en la red.',
        contenido: 'Los vecinos de la calle Real no tendrán agua de nueve a doce.',
      });
      const { head, body } = split((await page(`/noticia/${news.id}`)).body);
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head).toMatch(/<title>Corte de agua en la calle Real · [^<]+<\/title>/);
      expect(head.match(/<meta name="description"/g)).toHaveLength(1);
      expect(head).toContain(
        '<meta name="description" content="El martes por la mañana, por obras en la red."',
      );
      expect(head).toContain('<meta property="og:title" content="Corte de agua en la calle Real"');
      expect(body).not.toMatch(/<title>|<meta /);
    });

    it('paints before any stylesheet or script: the CSS the page uses is inlined, the rest comes after', async () => {
      const { head, body } = split((await page('/tramites')).body);
      // Nothing is fetched ahead of the first paint but the entry script (boot.ts, which waits for that
      // paint): Mantine's full stylesheet is only named (main.tsx links it), or linked inside <noscript>.
      const outsideNoscript = head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
      const fetched = [...outsideNoscript.matchAll(/<link [^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => /rel="(stylesheet|modulepreload)"/.test(tag));
      expect(fetched).toEqual([]);
      expect(outsideNoscript.match(/<script type="module"/g)).toHaveLength(1);
      const deferred = head.match(new RegExp(`<meta name="${DEFERRED_STYLE_META}" content="([^"]+)"`))?.[1];
      expect(deferred).toMatch(/^\/assets\/.+\.css$/);
      expect(head).toContain(`<noscript><link rel="stylesheet" href="${deferred}" /></noscript>`);
      const inline = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
      const parts = JSON.parse(
        readFileSync(path.join(WEB_DIR, 'ssr', CRITICAL_CSS_TABLE), 'utf8'),
      ) as CriticalCssPart[];
      const used = new Set(body.match(/\bm_[0-9a-f]+\b/g));
      const needed = parts.filter(
        (part) => part.classes.length === 0 || part.classes.some((c) => used.has(c)),
      );
      const unused = parts.filter((part) => !needed.includes(part));
      expect(needed.length).toBeGreaterThan(1);
      for (const part of needed) expect(inline).toContain(part.css);
      // Only what the page uses: most of Mantine's components are not on it.
      expect(unused.length).toBeGreaterThan(needed.length);
      for (const part of unused) expect(inline).not.toContain(part.css);
      // The deferred file is the component parts only: the base ones, inlined in every page, would restyle it whole.
      const file = readFileSync(path.join(WEB_DIR, deferred ?? ''), 'utf8');
      expect(file).toBe(
        parts
          .filter((part) => part.classes.length > 0)
          .map((part) => part.css)
          .join(''),
      );
    });

    it('builds each procedure into a script of its own: a procedure page loads no other procedure', async () => {
      const assets = path.join(WEB_DIR, 'assets');
      const scripts = readdirSync(assets)
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(path.join(assets, name), 'utf8'));
      const catalogue = loadCatalogue();
      const holding = (procedure: (typeof catalogue)[number]) =>
        scripts.filter((code) => code.includes(`"titulo":${JSON.stringify(procedure.titulo)}`));
      for (const procedure of catalogue) {
        const [own, ...others] = holding(procedure);
        expect(others, procedure.slug).toEqual([]);
        for (const other of catalogue.filter((p) => p !== procedure))
          expect(holding(other)).not.toContain(own);
      }
      // Its address is a page of its own, answered 404 for a name no folder has.
      const [first] = catalogue;
      expect((await page(`/tramites/${first?.slug}`)).statusCode).toBe(200);
      const unknown = await page('/tramites/no-hay-tal-tramite');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Trámite no encontrado');
    });

    it('preloads the home carousel’s first picture, with high priority, on the home page only', async () => {
      const hero = home.carrusel[0]?.imagen ?? '';
      expect(hero).toMatch(/^\/images\//);
      const preload = `<link rel="preload" as="image" href="${hero}" fetchPriority="high"/>`;
      const head = (body: string) => body.slice(0, body.indexOf('</head>'));
      expect(head((await page('/')).body)).toContain(preload);
      expect(head((await page('/actualidad')).body)).not.toContain(preload);
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
      // Styled before its code runs: the base parts of Mantine's stylesheet (the deferred file has only the rest).
      const parts = JSON.parse(
        readFileSync(path.join(WEB_DIR, 'ssr', CRITICAL_CSS_TABLE), 'utf8'),
      ) as CriticalCssPart[];
      for (const part of parts.filter((p) => p.classes.length === 0)) expect(admin.body).toContain(part.css);
      // The template pages are made from is not a page.
      expect((await server().app.inject('/index.html')).statusCode).toBe(404);
      const bundle = await server().app.inject('/ssr/entry-server.js');
      expect(bundle.headers['content-type'] ?? '').not.toContain('javascript');
    });
  },
  { env: { WEB_DIR } },
);
