import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { findProcedure } from '#engine/catalogue/build-catalogue.ts';
import type { Procedure } from '#engine/procedure.ts';
import { summarize } from '#engine/summary/summarize.ts';
import { requireStaff, staffUser } from '#server/features/auth/require-staff.ts';
import { HttpError } from '#server/http-error.ts';
import { enqueueMail } from '#server/mail/enqueue.ts';
import { contract } from '#server/plugins/api-contract/index.ts';
import { stripUnsafe } from '#server/plugins/input-boundary/index.ts';
import type {
  AttachmentParams,
  EntryParams,
  InboxDetail,
  InboxPage,
  InboxQuery,
  StateChangeAnswer,
  StateChangeRequest,
} from '#shared/api-types/generated/procedures.ts';
import { STATE_LABELS, STATES } from '#shared/submission-states.ts';
import { sendAttachment, sendReceipt } from './downloads.ts';
import {
  type AccessAction,
  changeState,
  findEntry,
  type InboxFilter,
  listInbox,
  nextState,
  recordAccess,
  type StateChange,
  stateHistory,
} from './inbox-store.ts';
import type { ServedProcedure } from './procedure-registry.ts';
import { ensureReceipt, kindLabel } from './receipt-service.ts';
import { stateChangeMail } from './state-mail.ts';
import { listFiles, type SubmissionRecord } from './submission-store.ts';

const PAGE_SIZE = 20;

/** A submission's state changes as the API sends them (ISO instants). */
const history = (changes: StateChange[]) =>
  changes.map((change) => ({ ...change, fecha: change.fecha.toISOString() }));
const NOT_FOUND = 'No existe ese trámite.';

/** The inbox list's query (checked by procedures.json InboxQuery) as a filter; an unknown procedure is a 400. */
function inboxFilter(query: InboxQuery, catalogue: readonly Procedure[]): InboxFilter {
  const filter: InboxFilter = {};
  if (query.estado) filter.estado = query.estado;
  if (query.procedimiento) {
    if (!catalogue.some((p) => p.slug === query.procedimiento)) {
      throw new HttpError(400, 'No existe ese procedimiento.');
    }
    filter.procedimiento = query.procedimiento;
  }
  if (query.buscar) filter.buscar = query.buscar;
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
    id: number,
  ): Promise<{ record: SubmissionRecord; procedure: Procedure | undefined }> => {
    const record = await findEntry(app.db, id);
    if (!record) throw new HttpError(404, NOT_FOUND);
    return { record, procedure: findProcedure(catalogue, record.procedimiento) };
  };

  const procedimientos = catalogue.map((p) => ({ valor: p.slug, texto: p.nombreCorto }));

  app.get<{ Querystring: InboxQuery; Reply: InboxPage }>(
    '/admin/tramites',
    { schema: contract('procedures', { querystring: 'InboxQuery', 200: 'InboxPage' }) },
    async (request, reply) => {
      const { query } = request;
      const pagina = query.pagina ?? 1;
      const filter = inboxFilter(query, catalogue);
      const page = await listInbox(app.db, pagina, PAGE_SIZE, filter);
      await log(request, null, 'listado', { pagina, ...filter, ids: page.tramites.map((t) => t.id) });
      reply.header('cache-control', 'no-store');
      const estados = STATES.map((valor) => ({ valor, texto: STATE_LABELS[valor] }));
      const tramites = page.tramites.map((item) => ({ ...item, fecha: item.fecha.toISOString() }));
      return { ...page, tramites, pagina, porPagina: PAGE_SIZE, estados, procedimientos };
    },
  );

  app.get<{ Params: EntryParams; Reply: InboxDetail }>(
    '/admin/tramites/:id',
    { schema: contract('procedures', { params: 'EntryParams', 200: 'InboxDetail' }) },
    async (request, reply) => {
      const { record, procedure } = await load(request.params.id);
      const files = await listFiles(app.db, record.id);
      await log(request, record.id, 'detalle');
      reply.header('cache-control', 'no-store');
      return {
        id: record.id,
        registro: record.registro,
        procedimiento: record.titulo,
        slug: record.procedimiento,
        fecha: record.presentadoEn.toISOString(),
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
        historial: history(await stateHistory(app.db, record.id)),
      };
    },
  );

  // Downloads answer a file, not JSON: only their path is in the contract.
  app.get<{ Params: EntryParams }>(
    '/admin/tramites/:id/justificante',
    { schema: contract('procedures', { params: 'EntryParams' }) },
    async (request, reply) => {
      const { record, procedure } = await load(request.params.id);
      if (!procedure) throw new HttpError(404, 'El procedimiento de este trámite ya no existe.');
      const pdf = await ensureReceipt(app, procedure, record);
      await log(request, record.id, 'justificante');
      return sendReceipt(reply, record.registro, pdf);
    },
  );

  app.get<{ Params: AttachmentParams }>(
    '/admin/tramites/:id/archivos/:archivo',
    { schema: contract('procedures', { params: 'AttachmentParams' }) },
    async (request, reply) => {
      const { record } = await load(request.params.id);
      const archivoId = request.params.archivo;
      const file = (await listFiles(app.db, record.id)).find((f) => f.id === archivoId);
      if (!file || !(await app.files.exists(file.sha256)))
        throw new HttpError(404, 'No existe ese documento.');
      await log(request, record.id, 'archivo', { archivo: file.id, nombre: file.nombreOriginal });
      return sendAttachment(app, reply, file);
    },
  );

  app.patch<{ Params: EntryParams; Body: StateChangeRequest; Reply: StateChangeAnswer }>(
    '/admin/tramites/:id',
    {
      schema: contract('procedures', {
        params: 'EntryParams',
        body: 'StateChangeRequest',
        200: 'StateChangeAnswer',
      }),
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
        historial: history(await stateHistory(app.db, record.id)),
      };
    },
  );
};
