import type { Queryable } from '#server/db/db.ts';
import type { Usuario } from '#server/features/auth/users.ts';
import { STATES, type SubmissionState } from '#shared/submission-states.ts';
import { RECORD_COLUMNS, type SubmissionRecord } from './submission-store.ts';

/** One row of the council's inbox list. */
export interface InboxItem {
  id: number;
  registro: string;
  procedimiento: string;
  slug: string;
  fecha: Date;
  nombre: string | null;
  email: string | null;
  estado: SubmissionState;
}

export interface StateChange {
  estado: SubmissionState;
  email: string | null;
  fecha: Date;
}

/** What staff did with a submission; every read of personal data leaves one row. */
export type AccessAction = 'listado' | 'detalle' | 'justificante' | 'archivo' | 'estado';

/** What staff narrow the inbox by: a state, a procedure (slug), and a name, registry number or CSV. */
export interface InboxFilter {
  estado?: SubmissionState;
  procedimiento?: string;
  buscar?: string;
}

/** The filter as SQL conditions and their parameters (numbered from 1). */
function inboxWhere(filter: InboxFilter): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.estado) {
    params.push(filter.estado);
    conditions.push(`estado = $${params.length}`);
  }
  if (filter.procedimiento) {
    params.push(filter.procedimiento);
    conditions.push(`procedimiento = $${params.length}`);
  }
  const text = filter.buscar?.trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const code = text.toUpperCase().replace(/[\s-]/g, '');
    params.push(pattern, text, code);
    const [like, exact, csv] = [params.length - 2, params.length - 1, params.length];
    conditions.push(
      `(nombre ilike $${like} or registro = $${exact} or registro like '%/' || lpad($${exact}, 6, '0') or csv = $${csv})`,
    );
  }
  return { where: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}

/** Newest first, `porPagina` rows of page `pagina` (1-based) of the entries the filter lets through, and their total. */
export async function listInbox(
  q: Queryable,
  pagina: number,
  porPagina: number,
  filter: InboxFilter = {},
): Promise<{ total: number; tramites: InboxItem[] }> {
  const { where, params } = inboxWhere(filter);
  const [count] = await q.query<{ total: number }>(
    `select count(*)::int as total from tramites ${where}`,
    params,
  );
  const tramites = await q.query<InboxItem>(
    `select id, registro, titulo as procedimiento, procedimiento as slug, presentado_en as fecha, nombre, email,
       estado
     from tramites ${where} order by presentado_en desc, id desc
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, porPagina, (pagina - 1) * porPagina],
  );
  return { total: count?.total ?? 0, tramites };
}

export async function findEntry(q: Queryable, id: number): Promise<SubmissionRecord | undefined> {
  const rows = await q.query<SubmissionRecord>(`select ${RECORD_COLUMNS} from tramites where id = $1`, [id]);
  return rows[0];
}

export async function stateHistory(q: Queryable, id: number): Promise<StateChange[]> {
  return q.query<StateChange>(
    `select estado, email, cambiado_en as fecha from tramites_estados where tramite_id = $1 order by id`,
    [id],
  );
}

/** The state that may follow `current` (recibido → en_tramite → resuelto), or undefined at the end. */
export function nextState(current: SubmissionState): SubmissionState | undefined {
  return STATES[STATES.indexOf(current) + 1];
}

/**
 * Moves an entry from `from` to `to` and records who and when; returns when, or undefined when the entry was no
 * longer in `from` (another member of staff changed it first).
 */
export async function changeState(
  tx: Queryable,
  id: number,
  from: SubmissionState,
  to: SubmissionState,
  usuario: Usuario,
): Promise<Date | undefined> {
  const updated = await tx.query(
    'update tramites set estado = $3 where id = $1 and estado = $2 returning id',
    [id, from, to],
  );
  if (updated.length === 0) return undefined;
  const [change] = await tx.query<{ fecha: Date }>(
    `insert into tramites_estados (tramite_id, estado, usuario_id, email) values ($1, $2, $3, $4)
     returning cambiado_en as fecha`,
    [id, to, usuario.id, usuario.email],
  );
  return change ? new Date(change.fecha) : undefined;
}

export async function recordAccess(
  q: Queryable,
  entry: { tramiteId: number | null; usuario: Usuario; accion: AccessAction; detalle?: object; ip: string },
): Promise<void> {
  await q.query(
    'insert into tramites_accesos (tramite_id, usuario_id, email, accion, detalle, ip) values ($1, $2, $3, $4, $5, $6)',
    [
      entry.tramiteId,
      entry.usuario.id,
      entry.usuario.email,
      entry.accion,
      JSON.stringify(entry.detalle ?? {}),
      entry.ip,
    ],
  );
}
