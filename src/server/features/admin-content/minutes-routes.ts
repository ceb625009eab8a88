import type { FastifyPluginAsync } from 'fastify';
import { recordAudit } from '#server/features/audit/audit-log.ts';
import { fieldErrors } from '#server/features/auth/field-errors.ts';
import { staffUser } from '#server/features/auth/require-staff.ts';
import { createMinutes, deleteMinutes, getMinutes } from '#server/features/content/minutes-repository.ts';
import { HttpError } from '#server/http-error.ts';
import { isIsoDate } from '#shared/dates.ts';
import { parseId, readMultipart } from './multipart-form.ts';
import { assertPdf } from './pdf.ts';
import { removeUpload, saveUpload } from './stored-files.ts';

const MAX_PDF_BYTES = 30 * 1024 * 1024;

/** A readable name from the uploaded file name (shown to staff only; the stored file gets a random name). */
function displayName(filename: string): string {
  const base = filename
    .replace(/\.pdf$/i, '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, ' ')
    .trim();
  return (base || 'Acta').slice(0, 200);
}

/** POST /actas (multipart archivo: a PDF; optional fecha 'YYYY-MM-DD' of the session) and DELETE /actas/:id. */
export const minutesRoutes: FastifyPluginAsync = async (app) => {
  const { dataDir } = app.config;

  app.post('/actas', async (request, reply) => {
    const usuario = staffUser(request);
    const { fields, files } = await readMultipart(request, MAX_PDF_BYTES);
    const file = files.find((f) => f.fieldname === 'archivo');
    if (!file) throw fieldErrors([{ campo: 'archivo', mensaje: 'Elige el archivo PDF del acta.' }]);
    const fecha = fields.fecha?.trim();
    if (fecha && !isIsoDate(fecha)) {
      throw fieldErrors([{ campo: 'fecha', mensaje: 'La fecha debe tener el formato AAAA-MM-DD.' }]);
    }
    await assertPdf(file.content);
    const url = await saveUpload(dataDir, 'actas', file.content, 'pdf');
    try {
      const created = await app.db.transaction(async (tx) => {
        const minutes = await createMinutes(tx, {
          nombre: displayName(file.filename),
          url,
          // Noon UTC keeps the chosen day whatever the reader's time zone in Spain.
          ...(fecha ? { fechaSubida: new Date(`${fecha}T12:00:00Z`) } : {}),
        });
        await recordAudit(tx, {
          accion: 'acta_publicada',
          usuarioId: usuario.id,
          email: usuario.email,
          detalle: { id: minutes.id, nombre: minutes.nombre },
          ip: request.ip,
        });
        return minutes;
      });
      return reply.code(201).send(created);
    } catch (error) {
      await removeUpload(dataDir, url);
      throw error;
    }
  });

  app.delete<{ Params: { id: string } }>('/actas/:id', async (request, reply) => {
    const usuario = staffUser(request);
    const id = parseId(request.params.id);
    const before = await app.db.transaction(async (tx) => {
      const minutes = await getMinutes(tx, id);
      if (!minutes || !(await deleteMinutes(tx, id)))
        throw new HttpError(404, 'No existe ningún acta con ese identificador.');
      await recordAudit(tx, {
        accion: 'acta_borrada',
        usuarioId: usuario.id,
        email: usuario.email,
        detalle: { id, nombre: minutes.nombre },
        ip: request.ip,
      });
      return minutes;
    });
    await removeUpload(dataDir, before.url);
    return reply.code(204).send();
  });
};
