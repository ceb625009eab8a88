import type { FastifyPluginAsync } from 'fastify';
import { fieldErrors } from '#server/features/auth/field-errors.ts';
import {
  createNews,
  deleteNews,
  getNews,
  type NewNewsItem,
  updateNews,
} from '#server/features/content/news-repository.ts';
import { HttpError } from '#server/http-error.ts';
import { contract, multipartBody } from '#server/plugins/api-contract/index.ts';
import type { NewsChanges, NewsFields, NewsItem, NewsParams } from '#shared/api-types/generated/content.ts';
import { saveImageUpload } from './images.ts';
import { readMultipart } from './multipart-form.ts';
import { auditPublish, deletePublicationRoute, keepingFileOnlyIfSaved } from './publishing.ts';
import { removeUpload } from './stored-files.ts';

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const NOT_FOUND = 'No existe ninguna noticia con ese identificador.';

/** The texts as stored (checked by content.json NewsFields/NewsChanges): trimmed, Unix line ends, no empty summary. */
function newsTexts(fields: NewsChanges): Partial<NewNewsItem> {
  return {
    ...(fields.titulo === undefined ? {} : { titulo: fields.titulo.trim() }),
    ...(fields.contenido === undefined ? {} : { contenido: fields.contenido.replace(/\r\n/g, '\n').trim() }),
    ...(fields.descripcion === undefined ? {} : { descripcion: fields.descripcion.trim() || null }),
  };
}

/** POST /noticias (multipart titulo, contenido, imagen; optional descripcion), PUT and DELETE /noticias/:id. */
export const newsRoutes: FastifyPluginAsync = async (app) => {
  const { dataDir } = app.config;
  app.post<{ Reply: NewsItem }>(
    '/noticias',
    { schema: contract('content', { body: multipartBody('content', 'NewsFields'), 201: 'NewsItem' }) },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, MAX_IMAGE_BYTES);
      const item = newsTexts(request.multipartFields<NewsFields>(fields)) as NewNewsItem;
      const image = files.find((f) => f.fieldname === 'imagen');
      if (!image) throw fieldErrors([{ campo: 'imagen', mensaje: 'Elige una imagen para la noticia.' }]);
      const imagenPath = await saveImageUpload(dataDir, 'noticias', image.content);
      const created = await keepingFileOnlyIfSaved(dataDir, imagenPath, () =>
        app.db.transaction(async (tx) => {
          const news = await createNews(tx, { ...item, imagenPath });
          await auditPublish(tx, request, 'noticia_publicada', { id: news.id, titulo: news.titulo });
          return news;
        }),
      );
      return reply.code(201).send(created);
    },
  );

  app.put<{ Params: NewsParams; Reply: NewsItem }>(
    '/noticias/:id',
    {
      schema: contract('content', {
        params: 'NewsParams',
        body: multipartBody('content', 'NewsChanges'),
        200: 'NewsItem',
      }),
    },
    async (request) => {
      const { id } = request.params;
      const { fields, files } = await readMultipart(request, MAX_IMAGE_BYTES);
      const changes = newsTexts(request.multipartFields<NewsChanges>(fields));
      const image = files.find((f) => f.fieldname === 'imagen');
      const before = await getNews(app.db, id);
      if (!before) throw new HttpError(404, NOT_FOUND);
      if (image) {
        changes.imagenPath = await saveImageUpload(dataDir, 'noticias', image.content);
      }
      const updated = await keepingFileOnlyIfSaved(dataDir, changes.imagenPath, () =>
        app.db.transaction(async (tx) => {
          const news = await updateNews(tx, id, changes);
          if (!news) throw new HttpError(404, NOT_FOUND);
          const detalle = { id, titulo: news.titulo, imagenNueva: Boolean(image) };
          await auditPublish(tx, request, 'noticia_editada', detalle);
          return news;
        }),
      );
      if (image) await removeUpload(dataDir, before.imagenPath);
      return updated;
    },
  );

  deletePublicationRoute(app, '/noticias/:id', {
    params: 'NewsParams',
    get: getNews,
    remove: deleteNews,
    notFound: NOT_FOUND,
    accion: 'noticia_borrada',
    detalle: (news) => ({ titulo: news.titulo }),
    file: (news) => news.imagenPath,
  });
};
