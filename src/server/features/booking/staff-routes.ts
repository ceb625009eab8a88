import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '#server/features/auth/require-staff.ts';
import { contract } from '#server/plugins/api-contract/index.ts';
import type { BookingsDay, StaffBookingsQuery } from '#shared/api-types/generated/booking.ts';
import { dayBookings } from './day-bookings.ts';

/**
 * GET /admin/reservas?dia=YYYY-MM-DD[&pista=tenis|padel|futbol]: the staff view of a day's court bookings
 * (issue 5), per court, with the booker's name and e-mail: staff only, never cached. The day lies between 2000
 * and 2100 (booking.json Day): PostgreSQL has no year zero, and no booking can lie outside anyway.
 */
export const staffBookingRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: StaffBookingsQuery; Reply: BookingsDay }>(
    '/admin/reservas',
    {
      preHandler: requireStaff,
      schema: contract('booking', { querystring: 'StaffBookingsQuery', 200: 'BookingsDay' }),
    },
    async (request, reply) => {
      const { dia, pista } = request.query;
      reply.header('cache-control', 'no-store');
      // An empty value is what a form's "all courts" option sends.
      return { dia, pistas: await dayBookings(app.db, dia, pista || undefined) };
    },
  );
};
