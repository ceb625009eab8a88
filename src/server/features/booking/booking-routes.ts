import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import { contract } from '#server/plugins/api-contract/index.ts';
import type {
  AvailabilityQuery,
  BookingRequest,
  OccupiedHours,
  PaymentSession,
  PaymentSessionQuery,
  PaymentStart,
} from '#shared/api-types/generated/booking.ts';
import type { ErrorBody } from '#shared/api-types/generated/common.ts';
import { getCourt, totalCents, unitPriceCents, validateBookingRequest } from '#shared/booking/index.ts';
import {
  attachSession,
  findBySession,
  holdLapsed,
  occupiedHours,
  placeHold,
  releaseHold,
} from './booking-store.ts';
import { type PaymentProvider, returnUrls } from './payments/provider.ts';

const PAYMENT_START_FAILED = 'No se pudo iniciar el pago. Inténtalo de nuevo en unos minutos.';

/**
 * The booking API of SPEC §7: availability, payment session, and the session's booking. The contract is
 * schemas/api/booking.json; the rules of SPEC §9 on top of it are validateBookingRequest's, shared with the page.
 */
export const bookingRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  app.get<{ Querystring: AvailabilityQuery; Reply: OccupiedHours }>(
    '/reservas',
    { schema: contract('booking', { querystring: 'AvailabilityQuery', 200: 'OccupiedHours' }) },
    async (request) => {
      const { pista, dia } = request.query;
      const hours = await occupiedHours(app.db, pista, dia);
      return hours.map((hora) => ({ hora }));
    },
  );

  app.post<{ Body: BookingRequest; Reply: { 201: PaymentStart; 502: ErrorBody } }>(
    '/pago/crear-sesion',
    { schema: contract('booking', { body: 'BookingRequest', 201: 'PaymentStart' }) },
    async (request, reply) => {
      const result = validateBookingRequest(request.body, new Date());
      if (!result.ok) {
        const [first] = result.errors;
        throw new HttpError(400, first?.mensaje ?? 'Revisa los datos de la reserva.', {
          errores: result.errors,
        });
      }
      const booking = result.value;
      const first = booking.horas[0] as string;
      const blocks = booking.horas.length / getCourt(booking.pista).blockSlots;
      const total = totalCents(booking.pista, booking.horas);
      const hold = await placeHold(app.db, booking, total, provider.kind, {
        origen: request.ip,
        maxHalfHours: app.config.limits.holdHalfHours,
      });
      try {
        const session = await provider.createCheckout({
          bookingId: hold.id,
          pista: booking.pista,
          dia: booking.dia,
          horas: booking.horas,
          email: booking.email,
          unitCents: unitPriceCents(booking.pista, first),
          blocks,
          totalCents: total,
          // A minute past the hold: Stripe refuses deadlines under 30 minutes from its own clock; a payment
          // in that minute after the hold lapsed is handled as a late payment (confirmed or refunded).
          expiresAt: new Date(hold.caduca_en.getTime() + 60_000),
          ...returnUrls(app.config.publicUrl),
        });
        await attachSession(app.db, hold.id, session.sessionId);
        return reply.code(201).send({ url: session.url });
      } catch (error) {
        request.log.error({ err: error, reserva: hold.id }, 'el proveedor de pago no abrió la sesión');
        await releaseHold(app.db, { id: hold.id }, 'cancelada');
        return reply.code(502).send({ mensaje: PAYMENT_START_FAILED });
      }
    },
  );

  app.get<{ Querystring: PaymentSessionQuery; Reply: PaymentSession }>(
    '/stripe/consulta-sesion',
    { schema: contract('booking', { querystring: 'PaymentSessionQuery', 200: 'PaymentSession' }) },
    async (request) => {
      const { session_id: sessionId } = request.query;
      const booking = await findBySession(app.db, sessionId);
      if (!booking) throw new HttpError(404, 'No existe ninguna reserva con esa sesión de pago.');
      const lapsed = booking.estado === 'pendiente' && (await holdLapsed(app.db, booking.id));
      return {
        pista: booking.pista,
        dia: booking.dia,
        horas: booking.horas,
        importe: booking.importe,
        estado: lapsed ? 'caducada' : booking.estado,
      };
    },
  );
};
