import type { FastifyPluginAsync } from 'fastify';
import { sendAttachment, sendReceipt } from '#server/features/procedures/downloads.ts';
import { readStored } from '#server/features/procedures/receipt-service.ts';
import { listFiles } from '#server/features/procedures/submission-store.ts';
import { HttpError } from '#server/http-error.ts';
import { contract } from '#server/plugins/api-contract/index.ts';
import type { OwnEntryList } from '#shared/api-types/generated/identity.ts';
import { STATE_LABELS, type SubmissionState } from '#shared/submission-states.ts';
import { requireResident } from './resident-session.ts';

const NOT_FOUND = 'No tienes ningún trámite con ese número.';

/** An entry's row, as the list and the downloads read it. */
interface EntryRow {
  id: number;
  registro: string;
  procedimiento: string;
  slug: string;
  fecha: Date;
  estado: SubmissionState;
  justificanteSha256: string | null;
}

const id = (raw: string) => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647) throw new HttpError(404, NOT_FOUND);
  return value;
};

/**
 * "Mis trámites" (art. 53.1.a Ley 39/2015): an identified resident's own entries, their state with the date of
 * each change, the receipt and their own attachments. Every query is bounded by the session's DNI/NIE, so an id
 * of someone else's entry answers exactly like one that does not exist.
 */
export const myProceduresRoutes: FastifyPluginAsync = async (app) => {
  const own = async (documento: string, raw: string): Promise<EntryRow> => {
    const rows = await app.db.query<EntryRow>(
      `select id, registro, titulo as procedimiento, procedimiento as slug, presentado_en as fecha, estado,
         justificante_sha256 as "justificanteSha256"
       from tramites where id = $1 and residente_documento = $2`,
      [id(raw), documento],
    );
    if (!rows[0]) throw new HttpError(404, NOT_FOUND);
    return rows[0];
  };

  app.get<{ Reply: OwnEntryList }>(
    '/mis-tramites',
    { schema: contract('identity', { 200: 'OwnEntryList' }) },
    async (request, reply) => {
      const resident = await requireResident(request);
      reply.header('cache-control', 'no-store');
      const entries = await app.db.query<EntryRow>(
        `select id, registro, titulo as procedimiento, procedimiento as slug, presentado_en as fecha, estado,
         justificante_sha256 as "justificanteSha256"
       from tramites where residente_documento = $1 order by presentado_en desc, id desc limit 200`,
        [resident.documento],
      );
      const ids = entries.map((entry) => entry.id);
      const changes = await app.db.query<{ tramiteId: number; estado: SubmissionState; fecha: Date }>(
        `select tramite_id as "tramiteId", estado, cambiado_en as fecha from tramites_estados
       where tramite_id = any($1::bigint[]) order by id`,
        [ids],
      );
      const files = await app.db.query<{ tramiteId: number; id: number; nombre: string; bytes: number }>(
        `select tramite_id as "tramiteId", id, nombre_original as nombre, bytes from tramites_archivos
       where tramite_id = any($1::bigint[]) order by posicion`,
        [ids],
      );
      return {
        tramites: entries.map((entry) => ({
          id: entry.id,
          registro: entry.registro,
          procedimiento: entry.procedimiento,
          slug: entry.slug,
          fecha: entry.fecha.toISOString(),
          estado: entry.estado,
          estadoTexto: STATE_LABELS[entry.estado],
          // The entry's history: received when filed, then each change staff made.
          historial: [
            { estado: 'recibido', estadoTexto: STATE_LABELS.recibido, fecha: entry.fecha.toISOString() },
            ...changes
              .filter((change) => change.tramiteId === entry.id)
              .map((change) => ({
                estado: change.estado,
                estadoTexto: STATE_LABELS[change.estado],
                fecha: change.fecha.toISOString(),
              })),
          ],
          justificante: entry.justificanteSha256 !== null,
          archivos: files
            .filter((file) => file.tramiteId === entry.id)
            .map(({ id: fileId, nombre, bytes }) => ({ id: fileId, nombre, bytes })),
        })),
      };
    },
  );

  app.get<{ Params: { id: string } }>('/mis-tramites/:id/justificante', async (request, reply) => {
    const resident = await requireResident(request);
    const entry = await own(resident.documento, request.params.id);
    const pdf = entry.justificanteSha256 ? await readStored(app, entry.justificanteSha256) : undefined;
    if (!pdf) throw new HttpError(404, 'El justificante de este trámite aún no está disponible.');
    return sendReceipt(reply, entry.registro, pdf);
  });

  app.get<{ Params: { id: string; archivo: string } }>(
    '/mis-tramites/:id/archivos/:archivo',
    async (request, reply) => {
      const resident = await requireResident(request);
      const entry = await own(resident.documento, request.params.id);
      const file = (await listFiles(app.db, entry.id)).find((f) => f.id === Number(request.params.archivo));
      if (!file || !(await app.files.exists(file.sha256)))
        throw new HttpError(404, 'No existe ese documento.');
      return sendAttachment(app, reply, file);
    },
  );
};
