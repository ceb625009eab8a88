import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '#server/features/auth/require-staff.ts';
import { HttpError } from '#server/http-error.ts';
import { type CourtId, isCourtId, isIsoDate } from '#shared/booking/index.ts';
import { dayBookings } from './day-bookings.ts';

// A calendar date alone would let '0000-01-01' through to PostgreSQL, which has no year zero (a 500);
// no booking can lie outside this window anyway.
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2100-12-31';

export const BAD_DAY_MESSAGE =
  'Indica un día válido con el formato AAAA-MM-DD (por ejemplo, 2026-04-13), entre los años 2000 y 2100.';
export const BAD_COURT_MESSAGE =
  'Indica una pista válida: tenis, padel o futbol (o ninguna para verlas todas).';

function parseDay(raw: unknown): string {
  // 'YYYY-MM-DD' strings compare in calendar order.
  if (!isIsoDate(raw) || raw < FIRST_DAY || raw > LAST_DAY) throw new HttpError(400, BAD_DAY_MESSAGE);
  return raw;
}

function parseCourt(raw: unknown): CourtId | undefined {
  // An empty value is what a form's "all courts" option sends.
  if (raw === undefined || raw === '') return undefined;
  if (!isCourtId(raw)) throw new HttpError(400, BAD_COURT_MESSAGE);
  return raw;
}

/**
 * GET /admin/reservas?dia=YYYY-MM-DD[&pista=tenis|padel|futbol]: the staff view of a day's court bookings
 * (issue 5), per court, with the booker's name and e-mail: staff only, never cached.
 */
export const staffBookingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/reservas', { preHandler: requireStaff }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const dia = parseDay(query.dia);
    const pista = parseCourt(query.pista);
    reply.header('cache-control', 'no-store');
    return { dia, pistas: await dayBookings(app.db, dia, pista) };
  });
};
