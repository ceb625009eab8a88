import type { FastifyPluginAsync } from 'fastify';
import { createVideo, deleteVideo, getVideo } from '#server/features/content/videos-repository.ts';
import { HttpError } from '#server/http-error.ts';
import { contract } from '#server/plugins/api-contract/index.ts';
import type { PlenaryVideo, PublicationParams, VideoRequest } from '#shared/api-types/generated/content.ts';
import { auditPublish, deletePublicationRoute, keepingFileOnlyIfSaved } from './publishing.ts';
import { removeUpload } from './stored-files.ts';
import { updateVideo } from './video-repository.ts';
import { storeVideoThumbnail } from './video-thumbnail.ts';

const NOT_FOUND = 'No existe ningún vídeo con ese identificador.';

/** The video as stored: its texts (checked by content.json VideoRequest) without surrounding spaces. */
const trimmed = ({ titulo, fecha, url }: VideoRequest): VideoRequest => ({
  titulo: titulo.trim(),
  fecha,
  url: url.trim(),
});

/** POST /actas-video (JSON titulo, fecha, url), PUT and DELETE /actas-video/:id. */
export const videoRoutes: FastifyPluginAsync = async (app) => {
  const { dataDir } = app.config;
  const thumbnailOf = (url: string) => storeVideoThumbnail(dataDir, url, app.videoThumbnailSource);

  app.post<{ Body: VideoRequest; Reply: PlenaryVideo }>(
    '/actas-video',
    { schema: contract('content', { body: 'VideoRequest', 201: 'PlenaryVideo' }) },
    async (request, reply) => {
      const fields = trimmed(request.body);
      const video = { ...fields, miniatura: await thumbnailOf(fields.url) };
      const created = await keepingFileOnlyIfSaved(dataDir, video.miniatura, () =>
        app.db.transaction(async (tx) => {
          const row = await createVideo(tx, video);
          await auditPublish(tx, request, 'video_publicado', {
            id: row.id,
            titulo: row.titulo,
            url: row.url,
          });
          return row;
        }),
      );
      return reply.code(201).send(created);
    },
  );

  app.put<{ Params: PublicationParams; Body: VideoRequest; Reply: PlenaryVideo }>(
    '/actas-video/:id',
    {
      schema: contract('content', { params: 'PublicationParams', body: 'VideoRequest', 200: 'PlenaryVideo' }),
    },
    async (request) => {
      const { id } = request.params;
      const fields = trimmed(request.body);
      const before = await getVideo(app.db, id);
      if (!before) throw new HttpError(404, NOT_FOUND);
      // The thumbnail is fetched again only when the link changes.
      const sameLink = before.url === fields.url;
      const video = { ...fields, miniatura: sameLink ? before.miniatura : await thumbnailOf(fields.url) };
      const updated = await keepingFileOnlyIfSaved(dataDir, sameLink ? null : video.miniatura, () =>
        app.db.transaction(async (tx) => {
          const row = await updateVideo(tx, id, video);
          if (!row) throw new HttpError(404, NOT_FOUND);
          await auditPublish(tx, request, 'video_editado', { id, titulo: row.titulo, url: row.url });
          return row;
        }),
      );
      if (!sameLink) await removeUpload(dataDir, before.miniatura);
      return updated;
    },
  );

  deletePublicationRoute(app, '/actas-video/:id', {
    params: 'PublicationParams',
    get: getVideo,
    remove: deleteVideo,
    notFound: NOT_FOUND,
    accion: 'video_borrado',
    detalle: (video) => ({ titulo: video.titulo }),
    file: (video) => video.miniatura,
  });
};
