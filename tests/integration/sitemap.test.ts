import { expect, it } from 'vitest';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { createNews } from '#server/features/content/news-repository.ts';
import { describeWithServer } from './databases.ts';

const PUBLIC_URL = 'https://sede.villaverde-del-arroyo.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

describeWithServer(
  'sitemap.xml and robots.txt',
  (server) => {
    it('lists the public pages and every procedure form on PUBLIC_URL, and no private screen', async () => {
      const { app } = server();
      const response = await app.inject('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/xml');
      expect(response.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      const urls = locs(response.body);
      expect(new Set(urls).size).toBe(urls.length);
      for (const path of [
        '/',
        '/ayuntamiento/actas-pleno',
        '/pueblo/datos-interes',
        '/empleo',
        '/tramites',
        '/chat',
      ]) {
        expect(urls).toContain(`${PUBLIC_URL}${path}`);
      }
      const slugs = loadCatalogue().map((procedure) => procedure.slug);
      expect(slugs).toContain('alta-padron');
      for (const slug of slugs) expect(urls).toContain(`${PUBLIC_URL}/tramites/${slug}`);
      for (const path of ['/admin', '/login', '/login/forgot-password', '/servicios/confirmacion']) {
        expect(urls).not.toContain(`${PUBLIC_URL}${path}`);
      }
      expect(urls.every((url) => url.startsWith(`${PUBLIC_URL}/`) && !url.includes(':id'))).toBe(true);
    });

    it('adds every published news item with the day it was published', async () => {
      const { app } = server();
      const older = await createNews(app.db, {
        titulo: 'Corte de agua en la calle Real',
        contenido: 'Aviso.',
        publicadaEn: new Date('2025-03-04T10:00:00Z'),
      });
      const newer = await createNews(app.db, {
        titulo: 'Fiestas de San Roque',
        contenido: 'Programa.',
        publicadaEn: new Date('2025-08-10T18:30:00Z'),
      });
      const body = (await app.inject('/sitemap.xml')).body;
      expect(body).toContain(
        `<url><loc>${PUBLIC_URL}/noticia/${older.id}</loc><lastmod>2025-03-04</lastmod></url>`,
      );
      expect(body).toContain(
        `<url><loc>${PUBLIC_URL}/noticia/${newer.id}</loc><lastmod>2025-08-10</lastmod></url>`,
      );
      // Newest first, as the news pages list them.
      expect(body.indexOf(`/noticia/${newer.id}<`)).toBeLessThan(body.indexOf(`/noticia/${older.id}<`));
    });

    it('serves robots.txt pointing to the sitemap on PUBLIC_URL', async () => {
      const { app } = server();
      const response = await app.inject('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);
      expect(response.body).toMatch(/^User-agent: \*\n/);
      expect(response.body).toContain('Disallow: /admin\n');
      expect(response.body).toContain('Disallow: /api/\n');
    });

    it('lives at the site root, not under /api', async () => {
      const { app } = server();
      expect((await app.inject('/api/sitemap.xml')).statusCode).toBe(404);
    });
  },
  { env: { PUBLIC_URL } },
);
