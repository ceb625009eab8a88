import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, expect, it } from 'vitest';
import { startFakeStripe } from '#tests/fixtures/fake-stripe.ts';
import { createSession, days, MANY_HOLDS_ENV, occupied } from './booking-helpers.ts';
import { describeWithServer } from './databases.ts';

const WEBHOOK_SECRET = 'whsec_prueba_local';
const fake = await startFakeStripe();
afterAll(() => fake.close());

let eventCount = 0;
/** A Checkout Session event as Stripe sends it, with a valid (or, when asked, a wrong) signature. */
function sendEvent(
  app: FastifyInstance,
  type: string,
  session: { id: string; payment_status?: string; payment_intent?: string | null },
  secret = WEBHOOK_SECRET,
) {
  eventCount += 1;
  const payload = JSON.stringify({
    id: `evt_test_${eventCount}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: `pi_test_${session.id}`,
        ...session,
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

async function stripeSession(app: FastifyInstance, overrides: Record<string, unknown>) {
  const response = await createSession(app, overrides);
  expect(response.statusCode).toBe(201);
  const url = response.json().url as string;
  expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
  return url.split('/').pop() as string;
}

const estado = async (app: FastifyInstance, sessionId: string) =>
  (await app.inject(`/api/stripe/consulta-sesion?session_id=${sessionId}`)).json().estado as string;

const mailsTo = async (app: FastifyInstance, email: string) =>
  (await app.db.query('select 1 from mail_queue where destinatario = $1', [email])).length;

describeWithServer(
  'booking through Stripe Checkout (local fake of the Stripe API)',
  (server) => {
    it('opens a Checkout Session in EUR with the booking in metadata, a 30-minute expiry and an idempotency key', async () => {
      const { app } = server();
      const dia = days()[0] as string;
      const before = Math.floor(Date.now() / 1000);
      const sessionId = await stripeSession(app, {
        pista: 'padel',
        dia,
        horas: ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'],
      });
      const request = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions');
      const form = request?.form as URLSearchParams;
      expect(request?.idempotencyKey).toMatch(/^reserva-[0-9a-f-]{36}$/);
      expect(form.get('mode')).toBe('payment');
      expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
      expect(form.get('line_items[0][price_data][unit_amount]')).toBe('600');
      expect(form.get('line_items[0][quantity]')).toBe('2');
      expect(form.get('metadata[pista]')).toBe('padel');
      expect(form.get('metadata[dia]')).toBe(dia);
      expect(form.get('metadata[horas]')).toBe('10:00,10:30,11:00,11:30,12:00,12:30');
      expect(form.get('metadata[reserva_id]')).toBe(request?.idempotencyKey?.replace('reserva-', ''));
      expect(form.get('customer_email')).toBe('lucia.prueba@example.org');
      expect(form.get('success_url')).toBe(
        'https://sede.villaverde-del-arroyo.example/servicios/confirmacion?session_id={CHECKOUT_SESSION_ID}',
      );
      expect(form.get('cancel_url')).toBe(
        'https://sede.villaverde-del-arroyo.example/servicios/pago-cancelado',
      );
      const expiresIn = Number(form.get('expires_at')) - before;
      expect(expiresIn).toBeGreaterThanOrEqual(30 * 60);
      expect(expiresIn).toBeLessThanOrEqual(32 * 60);
      expect(await estado(app, sessionId)).toBe('pendiente');
    });

    it('confirms on checkout.session.completed (paid) and shrugs off a duplicate', async () => {
      const { app } = server();
      const dia = days()[1] as string;
      const email = 'pago.completado@example.org';
      const sessionId = await stripeSession(app, { dia, horas: ['10:00', '10:30'], email });
      const first = await sendEvent(app, 'checkout.session.completed', { id: sessionId });
      expect(first.statusCode).toBe(200);
      expect(await estado(app, sessionId)).toBe('pagada');
      expect(await mailsTo(app, email)).toBe(1);
      const duplicate = await sendEvent(app, 'checkout.session.completed', { id: sessionId });
      expect(duplicate.statusCode).toBe(200);
      expect(await mailsTo(app, email)).toBe(1);
      // Out of order: the expiry arriving after the payment does not release a paid booking.
      expect((await sendEvent(app, 'checkout.session.expired', { id: sessionId })).statusCode).toBe(200);
      expect(await estado(app, sessionId)).toBe('pagada');
      expect(await occupied(app, 'tenis', dia)).toEqual(['10:00', '10:30']);
    });

    it('refuses events with a bad or missing signature and changes nothing', async () => {
      const { app } = server();
      const dia = days()[2] as string;
      const sessionId = await stripeSession(app, { dia, horas: ['12:00', '12:30'] });
      const forged = await sendEvent(app, 'checkout.session.completed', { id: sessionId }, 'whsec_de_otro');
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ mensaje: 'La firma del aviso de pago no es válida.' });
      const unsigned = await app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ type: 'checkout.session.completed', data: { object: { id: sessionId } } }),
      });
      expect(unsigned.statusCode).toBe(400);
      expect(await estado(app, sessionId)).toBe('pendiente');
    });

    it('ignores a completed session that is not paid yet, and unknown sessions', async () => {
      const { app } = server();
      const dia = days()[3] as string;
      const sessionId = await stripeSession(app, { dia, horas: ['13:00', '13:30'] });
      const unpaid = await sendEvent(app, 'checkout.session.completed', {
        id: sessionId,
        payment_status: 'unpaid',
      });
      expect(unpaid.statusCode).toBe(200);
      expect(await estado(app, sessionId)).toBe('pendiente');
      expect((await sendEvent(app, 'checkout.session.completed', { id: 'cs_test_ajena' })).statusCode).toBe(
        200,
      );
      expect((await sendEvent(app, 'customer.created', { id: 'cus_test_1' })).statusCode).toBe(200);
    });

    it('releases the hold on checkout.session.expired', async () => {
      const { app } = server();
      const dia = days()[4] as string;
      const sessionId = await stripeSession(app, { pista: 'futbol', dia, horas: ['16:00', '16:30'] });
      expect(await occupied(app, 'futbol', dia)).toEqual(['16:00', '16:30']);
      expect((await sendEvent(app, 'checkout.session.expired', { id: sessionId })).statusCode).toBe(200);
      expect(await estado(app, sessionId)).toBe('caducada');
      expect(await occupied(app, 'futbol', dia)).toEqual([]);
      expect((await sendEvent(app, 'checkout.session.expired', { id: sessionId })).statusCode).toBe(200);
    });

    it('confirms a late payment for a released hold when its slots are still free', async () => {
      const { app } = server();
      const dia = days()[5] as string;
      const sessionId = await stripeSession(app, { dia, horas: ['18:00', '18:30'] });
      await sendEvent(app, 'checkout.session.expired', { id: sessionId });
      expect(await occupied(app, 'tenis', dia)).toEqual([]);
      expect((await sendEvent(app, 'checkout.session.completed', { id: sessionId })).statusCode).toBe(200);
      expect(await estado(app, sessionId)).toBe('pagada');
      expect(await occupied(app, 'tenis', dia)).toEqual(['18:00', '18:30']);
    });

    it('refunds a late payment whose slots went to someone else, once', async () => {
      const { app } = server();
      const dia = days()[6] as string;
      const late = await stripeSession(app, {
        dia,
        horas: ['19:00', '19:30'],
        email: 'llega.tarde@example.org',
      });
      await sendEvent(app, 'checkout.session.expired', { id: late });
      const other = await stripeSession(app, { dia, horas: ['19:00', '19:30'] });
      await sendEvent(app, 'checkout.session.completed', { id: other });
      const refundsBefore = fake.requests.filter((r) => r.path === '/v1/refunds').length;

      expect((await sendEvent(app, 'checkout.session.completed', { id: late })).statusCode).toBe(200);
      expect(await estado(app, late)).toBe('caducada');
      const refunds = fake.requests.filter((r) => r.path === '/v1/refunds');
      expect(refunds).toHaveLength(refundsBefore + 1);
      expect(refunds.at(-1)?.form.get('payment_intent')).toBe(`pi_test_${late}`);
      expect(refunds.at(-1)?.idempotencyKey).toMatch(/^reembolso-/);
      expect(await mailsTo(app, 'llega.tarde@example.org')).toBe(0);

      // A duplicate, even after the slots free up again, neither books nor refunds a second time.
      await app.db.query(`update reservas set estado = 'cancelada' where sesion_id = $1`, [other]);
      await app.db.query(
        `delete from reservas_horas where reserva_id = (select id from reservas where sesion_id = $1)`,
        [other],
      );
      expect((await sendEvent(app, 'checkout.session.completed', { id: late })).statusCode).toBe(200);
      expect(fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(refundsBefore + 1);
      expect(await estado(app, late)).toBe('caducada');
    });

    it('answers 502 and frees the hours when Stripe refuses to open the session', async () => {
      const { app } = server();
      const dia = days()[0] as string;
      fake.failNextCheckout();
      const response = await createSession(app, { pista: 'futbol', dia, horas: ['09:00', '09:30'] });
      expect(response.statusCode).toBe(502);
      expect(response.json().mensaje).toMatch(/^No se pudo iniciar el pago/);
      expect(await occupied(app, 'futbol', dia)).toEqual([]);
    });

    it('has no sandbox checkout when Stripe is configured', async () => {
      expect((await server().app.inject('/api/pago/sandbox/sbx_cualquiera')).statusCode).toBe(404);
    });
  },
  {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_prueba_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      PUBLIC_URL: 'https://sede.villaverde-del-arroyo.example',
      ...MANY_HOLDS_ENV,
    },
  },
);
