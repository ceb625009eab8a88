import type { Queryable } from '#server/db/db.ts';
import type { CourtDayBookings, StaffBooking } from '#shared/api-types/generated/booking.ts';
import { COURTS, type CourtId, slotEnd } from '#shared/booking/index.ts';
import type { BookingRow } from './booking-store.ts';

type Row = Pick<
  BookingRow,
  'id' | 'pista' | 'horas' | 'nombre' | 'email' | 'importe' | 'estado' | 'reembolso'
> & {
  creada_en: Date;
};

/**
 * Every booking of a day, per court (all courts, or only `pista`), each court in the order of COURTS even
 * when empty. Live bookings (paid, or held and still in time) come first by start time; cancelled and
 * expired ones follow, so the day's real schedule reads from the top.
 */
export async function dayBookings(q: Queryable, dia: string, pista?: CourtId): Promise<CourtDayBookings[]> {
  // A hold past its deadline is expired even before a later transaction marks it so (as consulta-sesion says).
  const rows = await q.query<Row>(
    `select * from (
       select id, pista, horas, nombre, email, importe, reembolso, creada_en,
              case when estado = 'pendiente' and caduca_en <= now() then 'caducada' else estado end as estado
       from reservas
       where dia = $1 and ($2::text is null or pista = $2)
     ) r
     order by r.estado in ('pagada', 'pendiente') desc, r.horas[1], r.creada_en`,
    [dia, pista ?? null],
  );
  const courts = pista ? COURTS.filter((court) => court.id === pista) : COURTS;
  return courts.map((court) => ({
    pista: court.id,
    reservas: rows.filter((row) => row.pista === court.id).map(toStaffBooking),
  }));
}

/** One booking as staff see it (booking.json StaffBooking): the id is the reference of the confirmation mail. */
function toStaffBooking(row: Row): StaffBooking {
  // Stored sorted (validateBookingRequest sorts them), so the first and last slots bound the range.
  const first = row.horas[0] ?? '';
  const last = row.horas[row.horas.length - 1];
  return {
    referencia: row.id,
    desde: first,
    hasta: last ? slotEnd(last) : first,
    horas: row.horas,
    nombre: row.nombre,
    email: row.email,
    importe: row.importe,
    estado: row.estado,
    reembolso: row.reembolso,
    creadaEn: row.creada_en.toISOString(),
  };
}
