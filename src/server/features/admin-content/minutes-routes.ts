import type { FastifyPluginAsync } from 'fastify';
import { fieldErrors } from '#server/features/auth/field-errors.ts';
import { createMinutes, deleteMinutes, getMinutes } from '#server/features/content/minutes-repository.ts';
import { extractMinutesText } from '#server/features/content/minutes-text.ts';
import { contract, multipartBody } from '#server/plugins/api-contract/index.ts';
import type { Minutes, MinutesFields } from '#shared/api-types/generated/content.ts';
import { readMultipart } from './multipart-form.ts';
import { assertPdf } from './pdf.ts';
import { auditPublish, deletePublicationRoute, keepingFileOnlyIfSaved } from './publishing.ts';
import { saveUpload } from './stored-files.ts';

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

  app.post<{ Reply: Minutes }>(
    '/actas',
    { schema: contract('content', { body: multipartBody('content', 'MinutesFields'), 201: 'Minutes' }) },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, MAX_PDF_BYTES);
      const file = files.find((f) => f.fieldname === 'archivo');
      if (!file) throw fieldErrors([{ campo: 'archivo', mensaje: 'Elige el archivo PDF del acta.' }]);
      const { fecha } = request.multipartFields<MinutesFields>(fields);
      await assertPdf(file.content);
      // Read now, so the assistant and the site search know what the Pleno agreed ('' for a scan with no text).
      const texto = await extractMinutesText(file.content);
      const url = await saveUpload(dataDir, 'actas', file.content, 'pdf');
      const created = await keepingFileOnlyIfSaved(dataDir, url, () =>
        app.db.transaction(async (tx) => {
          const minutes = await createMinutes(tx, {
            nombre: displayName(file.filename),
            url,
            texto,
            // Noon UTC keeps the chosen day whatever the reader's time zone in Spain.
            ...(fecha ? { fechaSubida: new Date(`${fecha}T12:00:00Z`) } : {}),
          });
          await auditPublish(tx, request, 'acta_publicada', { id: minutes.id, nombre: minutes.nombre });
          return minutes;
        }),
      );
      return reply.code(201).send(created);
    },
  );

  deletePublicationRoute(app, '/actas/:id', {
    params: 'PublicationParams',
    get: getMinutes,
    remove: deleteMinutes,
    notFound: 'No existe ningún acta con ese identificador.',
    accion: 'acta_borrada',
    detalle: (minutes) => ({ nombre: minutes.nombre }),
    file: (minutes) => minutes.url,
  });
};
