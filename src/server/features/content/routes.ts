import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import { contract } from '#server/plugins/api-contract/index.ts';
import type { NewsItem, NewsPageQuery, NewsParams } from '#shared/api-types/generated/content.ts';
import { listMinutes } from './minutes-repository.ts';
import { getNews, listNews } from './news-repository.ts';
import { listVideos } from './videos-repository.ts';

/**
 * A cached answer as bytes: a string would be encoded to UTF-8 again on every request (Spanish text is
 * never plain ASCII, so Node takes its slow path), a large share of a cached read's cost.
 */
const serialized = (json: string | Buffer | ArrayBuffer): Buffer =>
  typeof json === 'string' ? Buffer.from(json, 'utf8') : Buffer.from(new Uint8Array(json));

/**
 * Public read API of published content (SPEC §7): news, plenary minutes and plenary videos. The contract is
 * schemas/api/content.json: requests are validated and answers serialised through it, so a field the
 * repository adds by mistake never leaks and a missing one fails loudly in tests.
 */
export const content: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Required<NewsPageQuery> }>(
    '/noticias/ultimas',
    { schema: contract('content', { querystring: 'NewsPageQuery', 200: 'NewsList' }) },
    async (request, reply) => {
      const { limite, pagina } = request.query;
      // The hottest read of the site: served from memory until the table changes on any replica
      // (app.tableCache), serialised once through the route's response schema.
      const page = await app.tableCache.get(`noticias:${limite}:${pagina}`, ['noticias'], async () => {
        const { items, total } = await listNews(app.db, { limit: limite, offset: (pagina - 1) * limite });
        return { json: serialized(reply.serialize(items)), total };
      });
      // The body stays the plain list the spec describes; the /actualidad pager reads the total from here.
      reply.header('x-total-count', String(page.total));
      return reply.type('application/json; charset=utf-8').send(page.json);
    },
  );

  app.get<{ Params: NewsParams; Reply: NewsItem }>(
    '/noticias/:id',
    { schema: contract('content', { params: 'NewsParams', 200: 'NewsItem' }) },
    async (request) => {
      const item = await getNews(app.db, request.params.id);
      if (!item) throw new HttpError(404, 'No existe ninguna noticia con ese identificador.');
      return item;
    },
  );

  app.get('/actas', { schema: contract('content', { 200: 'MinutesList' }) }, async (_request, reply) => {
    const json = await app.tableCache.get('actas', ['actas'], async () =>
      serialized(reply.serialize(await listMinutes(app.db))),
    );
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.get(
    '/actas-video',
    { schema: contract('content', { 200: 'PlenaryVideoList' }) },
    async (_request, reply) => {
      const json = await app.tableCache.get('actas_video', ['actas_video'], async () =>
        serialized(reply.serialize(await listVideos(app.db))),
      );
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
};
