import type { FastifyPluginAsync } from 'fastify';
import { bookingRoutes } from './booking-routes.ts';
import { createSandboxProvider } from './payments/sandbox-provider.ts';
import { createStripeClient, createStripeProvider } from './payments/stripe-provider.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { staffBookingRoutes } from './staff-routes.ts';
import { stripeWebhook } from './stripe-webhook.ts';

/**
 * Court booking with card payment (issue 5): Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise
 * the built-in sandbox checkout. The provider is chosen once here; everything else sees the interface.
 */
export const booking: FastifyPluginAsync = async (app) => {
  const { stripeSecretKey, stripeWebhookSecret, stripeApiBase } = app.config;
  await app.register(staffBookingRoutes);
  if (stripeSecretKey && stripeWebhookSecret) {
    const stripe = createStripeClient({ secretKey: stripeSecretKey, apiBase: stripeApiBase });
    const provider = createStripeProvider(stripe);
    await app.register(bookingRoutes, { provider });
    await app.register(stripeWebhook, { stripe, provider, webhookSecret: stripeWebhookSecret });
  } else {
    const provider = createSandboxProvider();
    await app.register(bookingRoutes, { provider });
    await app.register(sandboxRoutes, { provider });
  }
};
