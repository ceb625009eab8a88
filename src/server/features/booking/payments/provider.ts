import type { CourtId } from '#shared/booking/index.ts';

/** What a payment provider needs to open a checkout for one held booking. */
export interface CheckoutRequest {
  bookingId: string;
  pista: CourtId;
  dia: string;
  horas: string[];
  email: string;
  unitCents: number;
  blocks: number;
  totalCents: number;
  /** When the provider must stop accepting the payment. */
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

/** The one interface behind which the sandbox and Stripe Checkout live. */
export interface PaymentProvider {
  readonly kind: 'sandbox' | 'stripe';
  /** Opens a checkout session; `url` is where the browser goes to pay. */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Gives back a payment that could not become a booking; idempotent per booking. */
  refund(payment: { bookingId: string; paymentId: string }): Promise<void>;
}

/** Where the provider sends the browser back (SPEC §2.2 routes; `{CHECKOUT_SESSION_ID}` is Stripe's placeholder). */
export function returnUrls(publicUrl: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${publicUrl}/servicios/confirmacion?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}/servicios/pago-cancelado`,
  };
}
