import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { findProcedure } from '#engine/catalogue/build-catalogue.ts';
import type { Procedure } from '#engine/procedure.ts';
import { summarize } from '#engine/summary/summarize.ts';
import { requireStaff, staffUser } from '#server/features/auth/require-staff.ts';
import { HttpError } from '#server/http-error.ts';
import { enqueueMail } from '#server/mail/enqueue.ts';
import { stripUnsafe } from '#server/plugins/input-boundary/index.ts';
import { sendAttachment, sendReceipt } from './downloads.ts';
import {
  type AccessAction,
  changeState,
  findEntry,
  type InboxFilter,
  listInbox,
  nextState,
  recordAccess,
  stateHistory,
} from './inbox-store.ts';
import type { ServedProcedure } from './procedure-registry.ts';
import { ensureReceipt, kindLabel } from './receipt-service.ts';
import { stateChangeMail } from './state-mail.ts';
import {
  listFiles,
  STATE_LABELS,
  STATES,
  type SubmissionRecord,
  type SubmissionState,
} from './submission-store.ts';

const PAGE_SIZE = 20;
const NOT_FOUND = 'No existe ese trámite.';

function positiveInt(raw: unknown, name: string, fallback?: number): number {
  if ((raw === undefined || raw === '') && fallback !== undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647) {
    throw new HttpError(400, `«${name}» debe ser un número entero positivo.`);
  }
  return value;
}

/** The inbox list's query as a filter, or a 400 in Spanish saying which value is wrong. */
function inboxFilter(
  query: { estado?: string; procedimiento?: string; buscar?: string },
  catalogue: readonly Procedure[],
): InboxFilter {
  const filter: InboxFilter = {};
  if (query.estado) {
    if (!STATES.includes(query.estado as SubmissionState)) {
      throw new HttpError(400, `«estado» debe ser uno de: ${STATES.join(', ')}.`);
    }
    filter.estado = query.estado as SubmissionState;
  }
  if (query.procedimiento) {
    if (!catalogue.some((p) => p.slug === query.procedimiento)) {
      throw new HttpError(400, 'No existe ese procedimiento.');
    }
    filter.procedimiento = query.procedimiento;
  }
  if (query.buscar) {
    if (query.buscar.length > 100) throw new HttpError(400, 'La búsqueda no puede pasar de 100 caracteres.');
    filter.buscar = query.buscar;
  }
  return filter;
}

/**
 * The council's inbox for staff (`requireStaff`): list, detail with the engine summary, downloads of the receipt
 * and each attachment, and state changes (each mailed to the applicant). Every read of a submission is written to the access log.
 */
export const inboxRoutes: FastifyPluginAsync<{ served: ServedProcedure[] }> = async (app, { served }) => {
  const catalogue = served.map((entry) => entry.procedure);
  app.addHook('preHandler', requireStaff);

  const log = (request: FastifyRequest, tramiteId: number | null, accion: AccessAction, detalle?: object) =>
    recordAccess(app.db, { tramiteId, usuario: staffUser(request), accion, detalle, ip: request.ip });

  const load = async (
    raw: unknown,
  ): Promise<{ record: SubmissionRecord; procedure: Procedure | undefined }> => {
    const record = await findEntry(app.db, positiveInt(raw, 'id'));
    if (!record) throw new HttpError(404, NOT_FOUND);
    return { record, procedure: findProcedure(catalogue, record.procedimiento) };
  };

  const procedimientos = catalogue.map((p) => ({ valor: p.slug, texto: p.nombreCorto }));

  app.get<{ Querystring: { pagina?: string; estado?: string; procedimiento?: string; buscar?: string } }>(
    '/admin/tramites',
    async (request, reply) => {
      const { query } = request;
      const pagina = positiveInt(query.pagina, 'pagina', 1);
      const filter = inboxFilter(query, catalogue);
      const page = await listInbox(app.db, pagina, PAGE_SIZE, filter);
      await log(request, null, 'listado', { pagina, ...filter, ids: page.tramites.map((t) => t.id) });
      reply.header('cache-control', 'no-store');
      const estados = STATES.map((valor) => ({ valor, texto: STATE_LABELS[valor] }));
      return { ...page, pagina, porPagina: PAGE_SIZE, estados, procedimientos };
    },
  );

  app.get<{ Params: { id: string } }>('/admin/tramites/:id', async (request, reply) => {
    const { record, procedure } = await load(request.params.id);
    const files = await listFiles(app.db, record.id);
    await log(request, record.id, 'detalle');
    reply.header('cache-control', 'no-store');
    return {
      id: record.id,
      registro: record.registro,
      procedimiento: record.titulo,
      slug: record.procedimiento,
      fecha: record.presentadoEn,
      nombre: record.nombre,
      email: record.email,
      estado: record.estado,
      siguienteEstado: nextState(record.estado) ?? null,
      csv: record.csv,
      correoOmitido: record.correoOmitido,
      justificante: record.justificanteSha256
        ? { sha256: record.justificanteSha256, bytes: record.justificanteBytes }
        : null,
      secciones: procedure ? summarize(procedure, record.datos) : [],
      datos: record.datos,
      archivos: files.map((file) => ({
        id: file.id,
        nombre: stripUnsafe(file.nombreOriginal),
        tipo: procedure ? kindLabel(procedure, file.tipo) : file.tipo,
        mime: file.mime,
        bytes: file.bytes,
        sha256: file.sha256,
      })),
      historial: await stateHistory(app.db, record.id),
    };
  });

  app.get<{ Params: { id: string } }>('/admin/tramites/:id/justificante', async (request, reply) => {
    const { record, procedure } = await load(request.params.id);
    if (!procedure) throw new HttpError(404, 'El procedimiento de este trámite ya no existe.');
    const pdf = await ensureReceipt(app, procedure, record);
    await log(request, record.id, 'justificante');
    return sendReceipt(reply, record.registro, pdf);
  });

  app.get<{ Params: { id: string; archivo: string } }>(
    '/admin/tramites/:id/archivos/:archivo',
    async (request, reply) => {
      const { record } = await load(request.params.id);
      const archivoId = positiveInt(request.params.archivo, 'archivo');
      const file = (await listFiles(app.db, record.id)).find((f) => f.id === archivoId);
      if (!file || !(await app.files.exists(file.sha256)))
        throw new HttpError(404, 'No existe ese documento.');
      await log(request, record.id, 'archivo', { archivo: file.id, nombre: file.nombreOriginal });
      return sendAttachment(app, reply, file);
    },
  );

  app.patch<{ Params: { id: string }; Body: { estado: SubmissionState } }>(
    '/admin/tramites/:id',
    {
      schema: {
        body: {
          type: 'object',
          required: ['estado'],
          properties: { estado: { type: 'string', enum: [...STATES] } },
        },
      },
    },
    async (request) => {
      const { record } = await load(request.params.id);
      const wanted = request.body.estado;
      if (nextState(record.estado) !== wanted) {
        throw new HttpError(
          409,
          `Un trámite «${STATE_LABELS[record.estado]}» no puede pasar a «${STATE_LABELS[wanted]}»: los estados van de recibido a en trámite y de en trámite a resuelto.`,
        );
      }
      const usuario = staffUser(request);
      const changed = await app.db.transaction(async (tx) => {
        const when = await changeState(tx, record.id, record.estado, wanted, usuario);
        if (!when) return false;
        const notice = stateChangeMail(app.config, record, wanted, when);
        if (notice) await enqueueMail(tx, notice);
        await recordAccess(tx, {
          tramiteId: record.id,
          usuario,
          accion: 'estado',
          detalle: { de: record.estado, a: wanted },
          ip: request.ip,
        });
        return true;
      });
      if (!changed)
        throw new HttpError(409, 'Otra persona ha cambiado el estado de este trámite. Recarga la página.');
      return {
        estado: wanted,
        siguienteEstado: nextState(wanted) ?? null,
        historial: await stateHistory(app.db, record.id),
      };
    },
  );
};
