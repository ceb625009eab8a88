import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '#server/db/db.ts';
import { HttpError } from '#server/http-error.ts';
import { tooManyRequests } from '#server/rate-limit/index.ts';
import {
  type BookingRequest,
  blockedSlots,
  type CourtId,
  HOLD_MINUTES,
  SELECTION_MESSAGES,
} from '#shared/booking/index.ts';

export type BookingState = 'pendiente' | 'pagada' | 'cancelada' | 'caducada';

export interface BookingRow {
  id: string;
  sesion_id: string | null;
  proveedor: 'sandbox' | 'stripe';
  pista: CourtId;
  dia: string;
  horas: string[];
  nombre: string;
  email: string;
  importe: number;
  estado: BookingState;
  caduca_en: Date;
  pago_id: string | null;
  reembolso: 'pendiente' | 'hecho' | null;
}

// Any fixed number, distinct from the migration lock: the namespace of the per-court-and-day locks.
const BOOKING_LOCK_SPACE = 727_100;
// The namespaces of the per-address and per-e-mail locks under which held slots are counted.
const ADDRESS_LOCK_SPACE = 727_101;
const EMAIL_LOCK_SPACE = 727_102;
const UNIQUE_VIOLATION = '23505';

export const CONFLICT_MESSAGE = SELECTION_MESSAGES['no-disponible'];

/**
 * Serialises every change to one court and day across all replicas: the padel rule blocks slots that no
 * row occupies, so the unique key alone cannot keep it; the lock can. The key stays the last line of defence.
 */
export async function lockCourtDay(tx: Queryable, pista: CourtId, dia: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [BOOKING_LOCK_SPACE, `${pista}|${dia}`]);
}

/** Releases the holds of that court and day whose time is up, so their slots are free again. */
export async function releaseExpiredHolds(tx: Queryable, pista: CourtId, dia: string): Promise<void> {
  await tx.query(
    `with caducadas as (
       update reservas set estado = 'caducada'
       where pista = $1 and dia = $2 and estado = 'pendiente' and caduca_en <= now()
       returning id)
     delete from reservas_horas where reserva_id in (select id from caducadas)`,
    [pista, dia],
  );
}

/** Every half-hour taken on that court and day: paid bookings and holds still in time. */
export async function occupiedHours(q: Queryable, pista: CourtId, dia: string): Promise<string[]> {
  const rows = await q.query<{ hora: string }>(
    `select h.hora from reservas_horas h join reservas r on r.id = h.reserva_id
     where h.pista = $1 and h.dia = $2
       and (r.estado = 'pagada' or (r.estado = 'pendiente' and r.caduca_en > now()))
     order by h.hora`,
    [pista, dia],
  );
  return rows.map((r) => r.hora);
}

async function claimHours(tx: Queryable, booking: Pick<BookingRow, 'id' | 'pista' | 'dia' | 'horas'>) {
  await tx.query(
    'insert into reservas_horas (pista, dia, hora, reserva_id) select $1, $2, unnest($3::text[]), $4',
    [booking.pista, booking.dia, booking.horas, booking.id],
  );
}

/** Whether `horas` are free on that court and day right now (to be called under `lockCourtDay`). */
export async function hoursAreFree(tx: Queryable, pista: CourtId, dia: string, horas: string[]) {
  await releaseExpiredHolds(tx, pista, dia);
  const blocked = blockedSlots(pista, await occupiedHours(tx, pista, dia));
  return horas.every((hora) => !blocked.has(hora));
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

/**
 * Refuses (429) a hold that would leave its address or its e-mail holding more than `maxHalfHours` unpaid
 * half-hours at once, counting what the holds still in time take. Locks the address and the e-mail first
 * (always in that order, before any court), so parallel holds from one address are counted one at a time.
 */
async function checkHeldSlots(
  tx: Queryable,
  request: BookingRequest,
  origen: string,
  maxHalfHours: number,
): Promise<void> {
  if (request.horas.length > maxHalfHours) {
    throw new HttpError(
      400,
      `Se pueden reservar como máximo ${maxHalfHours} medias horas a la vez. Elige menos tramos.`,
    );
  }
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [ADDRESS_LOCK_SPACE, origen]);
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [
    EMAIL_LOCK_SPACE,
    request.email.toLowerCase(),
  ]);
  const [held] = await tx.query<{ origen: number; email: number; libre_en: number }>(
    `select
       coalesce(sum(cardinality(horas)) filter (where origen = $1), 0)::int as origen,
       coalesce(sum(cardinality(horas)) filter (where lower(email) = lower($2)), 0)::int as email,
       coalesce(extract(epoch from min(caduca_en) - now()) * 1000, 0)::int as libre_en
     from reservas
     where estado = 'pendiente' and caduca_en > now() and (origen = $1 or lower(email) = lower($2))`,
    [origen, request.email],
  );
  const already = Math.max(held?.origen ?? 0, held?.email ?? 0);
  if (already + request.horas.length > maxHalfHours) {
    throw tooManyRequests(
      held?.libre_en ?? 0,
      (wait) =>
        `Se pueden tener como máximo ${maxHalfHours} medias horas de pista reservadas sin pagar a la vez ` +
        `(desde una misma conexión o con un mismo correo). Termina el pago de tus otras reservas o espera ${wait} a que caduquen.`,
    );
  }
}

/**
 * Holds the slots of a validated request for HOLD_MINUTES: 409 when any is taken (or blocked by the padel
 * rule), 429 when its address or e-mail would hold more than `maxHalfHours` unpaid. Commits before the
 * provider is called, so a slow provider never keeps the lock.
 */
export async function placeHold(
  db: Db,
  request: BookingRequest,
  importe: number,
  proveedor: BookingRow['proveedor'],
  holder: { origen: string; maxHalfHours: number },
): Promise<BookingRow> {
  const id = randomUUID();
  try {
    return await db.transaction(async (tx) => {
      await checkHeldSlots(tx, request, holder.origen, holder.maxHalfHours);
      await lockCourtDay(tx, request.pista, request.dia);
      if (!(await hoursAreFree(tx, request.pista, request.dia, request.horas))) {
        throw new HttpError(409, CONFLICT_MESSAGE);
      }
      const [row] = await tx.query<BookingRow>(
        `insert into reservas (id, proveedor, pista, dia, horas, nombre, email, importe, caduca_en, origen)
         values ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9), $10)
         returning *`,
        [
          id,
          proveedor,
          request.pista,
          request.dia,
          request.horas,
          request.nombre,
          request.email,
          importe,
          HOLD_MINUTES,
          holder.origen,
        ],
      );
      if (!row) throw new Error('La reserva no se guardó');
      await claimHours(tx, row);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, CONFLICT_MESSAGE);
    throw error;
  }
}

/** Whether a hold's time is up, by the database's clock (the one every replica shares). */
export async function holdLapsed(q: Queryable, id: string): Promise<boolean> {
  const [row] = await q.query<{ lapsed: boolean }>(
    'select caduca_en <= now() as lapsed from reservas where id = $1',
    [id],
  );
  return row?.lapsed ?? false;
}

export async function attachSession(db: Queryable, id: string, sessionId: string): Promise<void> {
  await db.query('update reservas set sesion_id = $2 where id = $1', [id, sessionId]);
}

export async function findBySession(q: Queryable, sessionId: string, forUpdate = false) {
  const [row] = await q.query<BookingRow>(
    `select * from reservas where sesion_id = $1${forUpdate ? ' for update' : ''}`,
    [sessionId],
  );
  return row;
}

/** Ends a hold that was never paid (cancelled, or expired at the provider); paid bookings stay. Idempotent. */
export async function releaseHold(
  db: Db,
  by: { id: string } | { sessionId: string },
  estado: 'cancelada' | 'caducada',
): Promise<void> {
  const [column, value] = 'id' in by ? ['id', by.id] : ['sesion_id', by.sessionId];
  await db.transaction(async (tx) => {
    const [booking] = await tx.query<Pick<BookingRow, 'pista' | 'dia'>>(
      `select pista, dia from reservas where ${column} = $1`,
      [value],
    );
    if (!booking) return;
    await lockCourtDay(tx, booking.pista, booking.dia);
    await tx.query(
      `with liberadas as (
         update reservas set estado = $2 where ${column} = $1 and estado = 'pendiente' returning id)
       delete from reservas_horas where reserva_id in (select id from liberadas)`,
      [value, estado],
    );
  });
}

export { claimHours, isUniqueViolation };
