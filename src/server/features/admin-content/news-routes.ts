import type { FastifyPluginAsync } from 'fastify';
import { recordAudit } from '#server/features/audit/audit-log.ts';
import { type FieldError, fieldErrors } from '#server/features/auth/field-errors.ts';
import { staffUser } from '#server/features/auth/require-staff.ts';
import {
  createNews,
  deleteNews,
  getNews,
  type NewNewsItem,
  updateNews,
} from '#server/features/content/news-repository.ts';
import { HttpError } from '#server/http-error.ts';
import { cleanImage } from './images.ts';
import { parseId, readMultipart } from './multipart-form.ts';
import { removeUpload, saveUpload } from './stored-files.ts';

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const LIMITS = { titulo: 200, descripcion: 500, contenido: 50_000 };
const NOT_FOUND = 'No existe ninguna noticia con ese identificador.';

/** Checks the text fields; `partial` (edits) accepts absent fields but not emptied ones. */
function newsFields(fields: Record<string, string>, partial: boolean): Partial<NewNewsItem> {
  const errores: FieldError[] = [];
  const out: Partial<NewNewsItem> = {};
  const titulo = fields.titulo?.trim();
  const contenido = fields.contenido?.replace(/\r\n/g, '\n').trim();
  const descripcion = fields.descripcion?.trim();
  if (titulo === undefined ? !partial : !titulo)
    errores.push({ campo: 'titulo', mensaje: 'Escribe el título de la noticia.' });
  else if (titulo && titulo.length > LIMITS.titulo) {
    errores.push({ campo: 'titulo', mensaje: `El título no puede pasar de ${LIMITS.titulo} caracteres.` });
  } else if (titulo) out.titulo = titulo;
  if (contenido === undefined ? !partial : !contenido)
    errores.push({ campo: 'contenido', mensaje: 'Escribe el texto de la noticia.' });
  else if (contenido && contenido.length > LIMITS.contenido) {
    errores.push({
      campo: 'contenido',
      mensaje: `El texto no puede pasar de ${LIMITS.contenido} caracteres.`,
    });
  } else if (contenido) out.contenido = contenido;
  if (descripcion !== undefined) {
    if (descripcion.length > LIMITS.descripcion) {
      errores.push({
        campo: 'descripcion',
        mensaje: `La entradilla no puede pasar de ${LIMITS.descripcion} caracteres.`,
      });
    } else out.descripcion = descripcion || null;
  }
  if (errores.length > 0) throw fieldErrors(errores);
  return out;
}

/** POST /noticias (multipart titulo, contenido, imagen; optional descripcion), PUT and DELETE /noticias/:id. */
export const newsRoutes: FastifyPluginAsync = async (app) => {
  const { dataDir } = app.config;

  app.post('/noticias', async (request, reply) => {
    const usuario = staffUser(request);
    const { fields, files } = await readMultipart(request, MAX_IMAGE_BYTES);
    const image = files.find((f) => f.fieldname === 'imagen');
    const item = newsFields(fields, false);
    if (!image) throw fieldErrors([{ campo: 'imagen', mensaje: 'Elige una imagen para la noticia.' }]);
    const cleaned = await cleanImage(image.content);
    const imagenPath = await saveUpload(dataDir, 'noticias', cleaned.content, cleaned.ext);
    try {
      const created = await app.db.transaction(async (tx) => {
        const news = await createNews(tx, { ...(item as NewNewsItem), imagenPath });
        await recordAudit(tx, {
          accion: 'noticia_publicada',
          usuarioId: usuario.id,
          email: usuario.email,
          detalle: { id: news.id, titulo: news.titulo },
          ip: request.ip,
        });
        return news;
      });
      return reply.code(201).send(created);
    } catch (error) {
      await removeUpload(dataDir, imagenPath);
      throw error;
    }
  });

  app.put<{ Params: { id: string } }>('/noticias/:id', async (request) => {
    const usuario = staffUser(request);
    const id = parseId(request.params.id);
    const { fields, files } = await readMultipart(request, MAX_IMAGE_BYTES);
    const changes = newsFields(fields, true);
    const image = files.find((f) => f.fieldname === 'imagen');
    const before = await getNews(app.db, id);
    if (!before) throw new HttpError(404, NOT_FOUND);
    if (image) {
      const cleaned = await cleanImage(image.content);
      changes.imagenPath = await saveUpload(dataDir, 'noticias', cleaned.content, cleaned.ext);
    }
    try {
      const updated = await app.db.transaction(async (tx) => {
        const news = await updateNews(tx, id, changes);
        if (!news) throw new HttpError(404, NOT_FOUND);
        await recordAudit(tx, {
          accion: 'noticia_editada',
          usuarioId: usuario.id,
          email: usuario.email,
          detalle: { id, titulo: news.titulo, imagenNueva: Boolean(image) },
          ip: request.ip,
        });
        return news;
      });
      if (image) await removeUpload(dataDir, before.imagenPath);
      return updated;
    } catch (error) {
      if (changes.imagenPath) await removeUpload(dataDir, changes.imagenPath);
      throw error;
    }
  });

  app.delete<{ Params: { id: string } }>('/noticias/:id', async (request, reply) => {
    const usuario = staffUser(request);
    const id = parseId(request.params.id);
    const before = await app.db.transaction(async (tx) => {
      const news = await getNews(tx, id);
      if (!news || !(await deleteNews(tx, id))) throw new HttpError(404, NOT_FOUND);
      await recordAudit(tx, {
        accion: 'noticia_borrada',
        usuarioId: usuario.id,
        email: usuario.email,
        detalle: { id, titulo: news.titulo },
        ip: request.ip,
      });
      return news;
    });
    // Only after the commit: a rolled-back delete must still find its image.
    await removeUpload(dataDir, before.imagenPath);
    return reply.code(204).send();
  });
};
