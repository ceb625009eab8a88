import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { type BookingRow, findBySession, holdLapsed, releaseHold } from './booking-store.ts';
import { confirmPayment } from './confirm-payment.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { returnUrls } from './payments/provider.ts';
import { sandboxCheckoutPath } from './payments/sandbox-provider.ts';
import { sandboxCheckoutPage, sandboxClosedPage } from './sandbox-page.ts';

/**
 * The sandbox checkout (the embedded default when Stripe is not configured): a server-rendered page and
 * two form posts that behave like the provider, redirecting to the success or cancel URL with 303.
 * Only registered with the sandbox provider, so it can never mark a real Stripe booking as paid.
 */
export const sandboxRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  // The buttons are plain HTML forms: accept their urlencoded (empty) bodies, in this scope only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  const { successUrl, cancelUrl } = returnUrls(app.config.publicUrl);
  const bookingPageUrl = `${app.config.publicUrl}/servicios/reserva-pistas`;
  const successFor = (sessionId: string) =>
    successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId));

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  /** The session's booking when it is a sandbox one; otherwise answers 404 and returns undefined. */
  async function load(sessionId: string, reply: FastifyReply): Promise<BookingRow | undefined> {
    const booking = await findBySession(app.db, sessionId);
    if (booking?.proveedor === 'sandbox') return booking;
    html(reply, 404, sandboxClosedPage(bookingPageUrl));
    return undefined;
  }
  const payable = async (booking: BookingRow) =>
    booking.estado === 'pendiente' && !(await holdLapsed(app.db, booking.id));

  app.get<{ Params: { sessionId: string } }>('/pago/sandbox/:sessionId', async (request, reply) => {
    const { sessionId } = request.params;
    const booking = await load(sessionId, reply);
    if (!booking) return reply;
    if (booking.estado === 'pagada') return reply.redirect(successFor(sessionId), 303);
    if (!(await payable(booking))) return html(reply, 410, sandboxClosedPage(bookingPageUrl));
    return html(reply, 200, sandboxCheckoutPage(booking, sandboxCheckoutPath(sessionId)));
  });

  app.post<{ Params: { sessionId: string } }>('/pago/sandbox/:sessionId/pagar', async (request, reply) => {
    const { sessionId } = request.params;
    const booking = await load(sessionId, reply);
    if (!booking) return reply;
    if (booking.estado !== 'pagada') {
      // Like a real checkout, an expired or cancelled session cannot be paid any more.
      if (!(await payable(booking))) return html(reply, 410, sandboxClosedPage(bookingPageUrl));
      await confirmPayment(app.db, provider, sessionId, null, app.config.publicUrl);
    }
    return reply.redirect(successFor(sessionId), 303);
  });

  app.post<{ Params: { sessionId: string } }>('/pago/sandbox/:sessionId/cancelar', async (request, reply) => {
    const { sessionId } = request.params;
    const booking = await load(sessionId, reply);
    if (!booking) return reply;
    if (booking.estado === 'pagada') return reply.redirect(successFor(sessionId), 303);
    await releaseHold(app.db, { sessionId }, 'cancelada');
    return reply.redirect(cancelUrl, 303);
  });
};
