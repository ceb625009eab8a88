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
      const { items, total } = await listNews(app.db, { limit: limite, offset: (pagina - 1) * limite });
      // The body stays the plain list the spec describes; the /actualidad pager reads the total from here.
      reply.header('x-total-count', String(total));
      return items;
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

  app.get('/actas', { schema: { response: { 200: { type: 'array', items: minutesSchema } } } }, async () =>
    listMinutes(app.db),
  );

  app.get(
    '/actas-video',
    { schema: { response: { 200: { type: 'array', items: plenaryVideoSchema } } } },
    async () => listVideos(app.db),
  );
};
