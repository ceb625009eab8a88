import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import { listMinutes } from './minutes-repository.ts';
import { getNews, listNews } from './news-repository.ts';
import {
  errorSchema,
  idParamsSchema,
  minutesSchema,
  NEWS_PAGE,
  newsItemSchema,
  newsPageQuerySchema,
  plenaryVideoSchema,
} from './schemas.ts';
import { rejectInvalid } from './spanish-validation.ts';
import { listVideos } from './videos-repository.ts';

const MESSAGES = {
  limite: `El parámetro «limite» debe ser un número entero entre 1 y ${NEWS_PAGE.maxLimit}.`,
  pagina: `El parámetro «pagina» debe ser un número entero entre 1 y ${NEWS_PAGE.maxPage}.`,
  id: 'El identificador de la noticia debe ser un número entero positivo.',
};

/** Public read API of published content (SPEC §7): news, plenary minutes and plenary videos. */
export const content: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { limite: number; pagina: number } }>(
    '/noticias/ultimas',
    {
      attachValidation: true,
      schema: {
        querystring: newsPageQuerySchema,
        response: { 200: { type: 'array', items: newsItemSchema }, 400: errorSchema },
      },
    },
    async (request, reply) => {
      rejectInvalid(request, MESSAGES);
      const { limite, pagina } = request.query;
      // The hottest read of the site: served from memory until the table changes on any replica
      // (app.tableCache), serialised once through the route's response schema.
      const page = await app.tableCache.get(`noticias:${limite}:${pagina}`, ['noticias'], async () => {
        const { items, total } = await listNews(app.db, { limit: limite, offset: (pagina - 1) * limite });
        return { json: reply.serialize(items), total };
      });
      // The body stays the plain list the spec describes; the /actualidad pager reads the total from here.
      reply.header('x-total-count', String(page.total));
      return reply.type('application/json; charset=utf-8').send(page.json);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/noticias/:id',
    {
      attachValidation: true,
      schema: {
        params: idParamsSchema,
        response: { 200: newsItemSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      rejectInvalid(request, MESSAGES);
      const item = await getNews(app.db, request.params.id);
      if (!item) throw new HttpError(404, 'No existe ninguna noticia con ese identificador.');
      return item;
    },
  );

  app.get(
    '/actas',
    { schema: { response: { 200: { type: 'array', items: minutesSchema } } } },
    async (_request, reply) => {
      const json = await app.tableCache.get('actas', ['actas'], async () =>
        reply.serialize(await listMinutes(app.db)),
      );
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/actas-video',
    { schema: { response: { 200: { type: 'array', items: plenaryVideoSchema } } } },
    async (_request, reply) => {
      const json = await app.tableCache.get('actas_video', ['actas_video'], async () =>
        reply.serialize(await listVideos(app.db)),
      );
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
};
