import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { HttpError } from '#server/http-error.ts';
import { findBySession, releaseHold } from './booking-store.ts';
import { confirmPayment, settleRefund } from './confirm-payment.ts';
import type { PaymentProvider } from './payments/provider.ts';

interface WebhookOptions {
  stripe: Stripe;
  provider: PaymentProvider;
  webhookSecret: string;
}

const paymentIntentId = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * POST /stripe/webhook: Stripe's events, verified against the signature of the raw body. Handling is
 * idempotent, so duplicates and any order of arrival are harmless; a failure answers 500 so Stripe retries.
 */
export const stripeWebhook: FastifyPluginAsync<WebhookOptions> = async (
  app,
  { stripe, provider, webhookSecret },
) => {
  // The signature covers the exact bytes Stripe sent: keep them raw, in this plugin's scope only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post('/stripe/webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new HttpError(400, 'Falta la firma del aviso de pago.');
    }
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch (error) {
      request.log.warn({ err: error }, 'aviso de Stripe con firma no válida');
      throw new HttpError(400, 'La firma del aviso de pago no es válida.');
    }
    const { publicUrl } = app.config;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // Card payments arrive as 'paid'; delayed methods finish with async_payment_succeeded instead.
        if (session.payment_status !== 'paid') break;
        const outcome = await confirmPayment(
          app.db,
          provider,
          session.id,
          paymentIntentId(session),
          publicUrl,
        );
        request.log.info({ sesion: session.id, resultado: outcome.kind }, 'pago de reserva recibido');
        break;
      }
      case 'checkout.session.expired': {
        const session = event.data.object;
        await releaseHold(app.db, { sessionId: session.id }, 'caducada');
        // A refund owed from an earlier event that failed half-way gets another chance here.
        const booking = await findBySession(app.db, session.id);
        if (booking) await settleRefund(app.db, provider, booking);
        break;
      }
      default:
        break;
    }
    return { recibido: true };
  });
};
