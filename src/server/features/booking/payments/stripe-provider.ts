import Stripe from 'stripe';
import { formatDayLong, getCourt, timeRange } from '#shared/booking/index.ts';
import type { PaymentProvider } from './provider.ts';

export interface StripeOptions {
  secretKey: string;
  /** Another API address (a local fake in tests); unset means Stripe's own. */
  apiBase?: string | undefined;
}

/** The official SDK, pointed at `apiBase` when given (it takes host, port and protocol). */
export function createStripeClient({ secretKey, apiBase }: StripeOptions): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiBase);
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  });
}

/** Stripe Checkout in euros, with the booking in metadata so every event can be traced back to it. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: 'stripe',
    async createCheckout(request) {
      const court = getCourt(request.pista);
      const metadata = {
        reserva_id: request.bookingId,
        pista: request.pista,
        dia: request.dia,
        horas: request.horas.join(','),
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          locale: 'es',
          customer_email: request.email,
          client_reference_id: request.bookingId,
          line_items: [
            {
              quantity: request.blocks,
              price_data: {
                currency: 'eur',
                unit_amount: request.unitCents,
                product_data: {
                  name: `Reserva de pista: ${court.label}`,
                  description: `${formatDayLong(request.dia)}, ${timeRange(request.horas)}`,
                },
              },
            },
          ],
          metadata,
          payment_intent_data: { metadata },
          expires_at: Math.ceil(request.expiresAt.getTime() / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request (network hiccup) must not open a second checkout for the same hold.
        { idempotencyKey: `reserva-${request.bookingId}` },
      );
      if (!session.url) throw new Error(`Stripe no devolvió la URL de la sesión ${session.id}`);
      return { sessionId: session.id, url: session.url };
    },
    async refund({ bookingId, paymentId }) {
      await stripe.refunds.create(
        { payment_intent: paymentId, metadata: { reserva_id: bookingId } },
        { idempotencyKey: `reembolso-${bookingId}` },
      );
    },
  };
}
