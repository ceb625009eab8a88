import type { FastifyPluginAsync } from 'fastify';
import { recordAudit } from '#server/features/audit/audit-log.ts';
import { type FieldError, fieldErrors, readStrings } from '#server/features/auth/field-errors.ts';
import { staffUser } from '#server/features/auth/require-staff.ts';
import {
  createVideo,
  deleteVideo,
  getVideo,
  type NewPlenaryVideo,
} from '#server/features/content/videos-repository.ts';
import { HttpError } from '#server/http-error.ts';
import { isIsoDate } from '#shared/dates.ts';
import { parseId } from './multipart-form.ts';
import { removeUpload } from './stored-files.ts';
import { updateVideo } from './video-repository.ts';
import { storeVideoThumbnail } from './video-thumbnail.ts';

const NOT_FOUND = 'No existe ningún vídeo con ese identificador.';

/** Checks JSON { titulo, fecha, url }: url http(s) only. */
function videoFields(body: unknown): Omit<NewPlenaryVideo, 'miniatura'> {
  const { titulo, fecha, url } = readStrings(body, ['titulo', 'fecha', 'url']);
  const errores: FieldError[] = [];
  if (!titulo) errores.push({ campo: 'titulo', mensaje: 'Escribe el título del vídeo.' });
  else if (titulo.length > 200)
    errores.push({ campo: 'titulo', mensaje: 'El título no puede pasar de 200 caracteres.' });
  if (!fecha) errores.push({ campo: 'fecha', mensaje: 'Indica la fecha del pleno.' });
  else if (!isIsoDate(fecha))
    errores.push({ campo: 'fecha', mensaje: 'La fecha debe tener el formato AAAA-MM-DD.' });
  if (!url) errores.push({ campo: 'url', mensaje: 'Indica la dirección (URL) del vídeo.' });
  else if (!isWebUrl(url)) {
    errores.push({
      campo: 'url',
      mensaje: 'La URL del vídeo debe ser una dirección web que empiece por http:// o https://.',
    });
  }
  if (errores.length > 0) throw fieldErrors(errores);
  return { titulo, fecha, url };
}

function isWebUrl(value: string): boolean {
  if (value.length > 2000) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** POST /actas-video (JSON titulo, fecha, url), PUT and DELETE /actas-video/:id. */
export const videoRoutes: FastifyPluginAsync = async (app) => {
  const { dataDir } = app.config;
  const thumbnailOf = (url: string) => storeVideoThumbnail(dataDir, url, app.videoThumbnailSource);
  /** Runs the database write; a thumbnail fetched for it is removed again if the write fails. */
  async function keepingThumbnailOnlyIfSaved<T>(thumbnail: string | null, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      await removeUpload(dataDir, thumbnail);
      throw error;
    }
  }

  app.post('/actas-video', async (request, reply) => {
    const usuario = staffUser(request);
    const fields = videoFields(request.body);
    const video = { ...fields, miniatura: await thumbnailOf(fields.url) };
    const created = await keepingThumbnailOnlyIfSaved(video.miniatura, () =>
      app.db.transaction(async (tx) => {
        const row = await createVideo(tx, video);
        await recordAudit(tx, {
          accion: 'video_publicado',
          usuarioId: usuario.id,
          email: usuario.email,
          detalle: { id: row.id, titulo: row.titulo, url: row.url },
          ip: request.ip,
        });
        return row;
      }),
    );
    return reply.code(201).send(created);
  });

  app.put<{ Params: { id: string } }>('/actas-video/:id', async (request) => {
    const usuario = staffUser(request);
    const id = parseId(request.params.id);
    const fields = videoFields(request.body);
    const before = await getVideo(app.db, id);
    if (!before) throw new HttpError(404, NOT_FOUND);
    // The thumbnail is fetched again only when the link changes.
    const sameLink = before.url === fields.url;
    const video = { ...fields, miniatura: sameLink ? before.miniatura : await thumbnailOf(fields.url) };
    const fresh = sameLink ? null : video.miniatura;
    const updated = await keepingThumbnailOnlyIfSaved(fresh, () =>
      app.db.transaction(async (tx) => {
        const row = await updateVideo(tx, id, video);
        if (!row) throw new HttpError(404, NOT_FOUND);
        await recordAudit(tx, {
          accion: 'video_editado',
          usuarioId: usuario.id,
          email: usuario.email,
          detalle: { id, titulo: row.titulo, url: row.url },
          ip: request.ip,
        });
        return row;
      }),
    );
    if (!sameLink) await removeUpload(dataDir, before.miniatura);
    return updated;
  });

  app.delete<{ Params: { id: string } }>('/actas-video/:id', async (request, reply) => {
    const usuario = staffUser(request);
    const id = parseId(request.params.id);
    const deleted = await app.db.transaction(async (tx) => {
      const row = await getVideo(tx, id);
      if (!row || !(await deleteVideo(tx, id))) throw new HttpError(404, NOT_FOUND);
      await recordAudit(tx, {
        accion: 'video_borrado',
        usuarioId: usuario.id,
        email: usuario.email,
        detalle: { id, titulo: row.titulo },
        ip: request.ip,
      });
      return row;
    });
    await removeUpload(dataDir, deleted.miniatura);
    return reply.code(204).send();
  });
};
