import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '#server/db/db.ts';
import { getHref } from '#shared/paths.ts';
import { procedurePaths, type SitemapEntry, staticPaths } from './site-urls.ts';
import { MAX_SITEMAP_URLS, robotsTxt, sitemapXml } from './sitemap-xml.ts';

// Crawlers come often; an hour old list is fresh enough and spares the database.
const CACHE_CONTROL = 'public, max-age=3600';

/** Every published news item, newest first, as far as one sitemap file allows. */
async function newsEntries(db: Queryable, limit: number): Promise<SitemapEntry[]> {
  const rows = await db.query<{ id: number; dia: string }>(
    `select id, to_char(publicada_en at time zone 'UTC', 'YYYY-MM-DD') as dia
       from noticias order by publicada_en desc, id desc limit $1`,
    [limit],
  );
  return rows.map((row) => ({ path: getHref('noticia', { id: row.id }), lastmod: row.dia }));
}

/**
 * GET /sitemap.xml (the route table's public pages, the procedure forms and every news item) and
 * GET /robots.txt pointing to it, both on PUBLIC_URL. Registered at the site root, not under /api.
 */
export const sitemap: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  // The route table and the catalogue only change with a deploy: read them once.
  const fixed: SitemapEntry[] = [...staticPaths(), ...procedurePaths()].map((path) => ({ path }));

  app.get('/sitemap.xml', async (_request, reply) => {
    const news = await newsEntries(app.db, Math.max(0, MAX_SITEMAP_URLS - fixed.length));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(sitemapXml(publicUrl, [...fixed, ...news]));
  });

  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robotsTxt(publicUrl)),
  );
};
