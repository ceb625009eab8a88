import { expect, it } from 'vitest';
import {
  createSession,
  days,
  MANY_HOLDS_ENV,
  occupied,
  sandboxPost,
  sessionIdOf,
} from './booking-helpers.ts';
import { describeWithServer } from './databases.ts';

describeWithServer(
  'booking through the sandbox checkout',
  (server) => {
    it('shows a Spanish test-payment page with the booking, under the strict CSP', async () => {
      const { app } = server();
      const dia = days()[0] as string;
      const created = await createSession(app, { pista: 'padel', dia, horas: ['20:00', '20:30', '21:00'] });
      const page = await app.inject(created.json().url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const html = page.body;
      expect(html).toContain('<html lang="es">');
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html).toContain('Esto es un pago de prueba.');
      expect(html).toContain('Pádel');
      expect(html).toContain('20:00 – 21:30');
      expect(html).toMatch(/9,00\s€/);
      expect(html).toContain('>Pagar</button>');
      expect(html).toContain('>Cancelar</button>');
      expect(html).not.toContain('<script');
    });

    it('pay: 303 to the success URL, the booking is paid and a confirmation e-mail with .ics is queued', async () => {
      const { app, config } = server();
      const dia = days()[1] as string;
      const created = await createSession(app, { dia, horas: ['09:00', '09:30'] });
      const sessionId = sessionIdOf(created.json().url);
      const paid = await sandboxPost(app, sessionId, 'pagar');
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(
        `${config.publicUrl}/servicios/confirmacion?session_id=${sessionId}`,
      );
      const info = await app.inject(`/api/stripe/consulta-sesion?session_id=${sessionId}`);
      expect(info.json()).toEqual({
        pista: 'tenis',
        dia,
        horas: ['09:00', '09:30'],
        importe: 300,
        estado: 'pagada',
      });
      expect(await occupied(app, 'tenis', dia)).toEqual(['09:00', '09:30']);

      const mails = await app.db.query<{
        destinatario: string;
        asunto: string;
        texto: string;
        adjuntos: unknown;
      }>('select destinatario, asunto, texto, adjuntos from mail_queue where destinatario = $1', [
        'lucia.prueba@example.org',
      ]);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.asunto).toMatch(/^Reserva confirmada: Tenis, .+, 09:00 – 10:00$/);
      expect(mail?.texto).toContain('Lucía Prueba Ficticia');
      const [attachment] = (mail?.adjuntos ?? []) as Array<{
        filename: string;
        contentType: string;
        content: string;
      }>;
      expect(attachment?.filename).toBe('reserva-pista.ics');
      const ics = Buffer.from(attachment?.content ?? '', 'base64').toString('utf8');
      expect(ics).toContain(`DTSTART;TZID=Europe/Madrid:${dia.replaceAll('-', '')}T090000`);

      // Paying twice (double click, back button) changes nothing and sends no second e-mail.
      expect((await sandboxPost(app, sessionId, 'pagar')).statusCode).toBe(303);
      const again = await app.db.query('select 1 from mail_queue where destinatario = $1', [
        'lucia.prueba@example.org',
      ]);
      expect(again).toHaveLength(1);
      // The checkout page of a paid session sends the browser to the confirmation.
      expect((await app.inject(created.json().url)).statusCode).toBe(303);
    });

    it('cancel: 303 to the cancel URL and the hours are free again', async () => {
      const { app, config } = server();
      const dia = days()[2] as string;
      const created = await createSession(app, { pista: 'futbol', dia, horas: ['17:00', '17:30'] });
      const sessionId = sessionIdOf(created.json().url);
      expect(await occupied(app, 'futbol', dia)).toEqual(['17:00', '17:30']);
      const cancelled = await sandboxPost(app, sessionId, 'cancelar');
      expect(cancelled.statusCode).toBe(303);
      expect(cancelled.headers.location).toBe(`${config.publicUrl}/servicios/pago-cancelado`);
      expect(await occupied(app, 'futbol', dia)).toEqual([]);
      expect((await app.inject(`/api/stripe/consulta-sesion?session_id=${sessionId}`)).json().estado).toBe(
        'cancelada',
      );
      // A cancelled session can no longer be paid, and someone else may take the hours.
      expect((await sandboxPost(app, sessionId, 'pagar')).statusCode).toBe(410);
      expect((await createSession(app, { pista: 'futbol', dia, horas: ['17:00', '17:30'] })).statusCode).toBe(
        201,
      );
    });

    it('holds expire after their time: the slots are released and the session cannot be paid', async () => {
      const { app } = server();
      const dia = days()[3] as string;
      const created = await createSession(app, { dia, horas: ['15:00', '15:30'] });
      const sessionId = sessionIdOf(created.json().url);
      const [hold] = await app.db.query<{ minutes: number }>(
        `select round(extract(epoch from caduca_en - creada_en) / 60)::int as minutes from reservas where sesion_id = $1`,
        [sessionId],
      );
      expect(hold?.minutes).toBe(30);
      // Time passes: the hold's deadline is now behind us.
      await app.db.query(`update reservas set caduca_en = now() - interval '1 second' where sesion_id = $1`, [
        sessionId,
      ]);
      expect(await occupied(app, 'tenis', dia)).toEqual([]);
      expect((await app.inject(`/api/stripe/consulta-sesion?session_id=${sessionId}`)).json().estado).toBe(
        'caducada',
      );
      expect((await app.inject(created.json().url)).statusCode).toBe(410);
      expect((await sandboxPost(app, sessionId, 'pagar')).statusCode).toBe(410);
      // The transaction that checks availability releases it for good.
      expect((await createSession(app, { dia, horas: ['15:00', '15:30'] })).statusCode).toBe(201);
      const [old] = await app.db.query<{ estado: string }>(
        'select estado from reservas where sesion_id = $1',
        [sessionId],
      );
      expect(old?.estado).toBe('caducada');
    });

    it('answers 404 for an unknown sandbox session', async () => {
      const { app } = server();
      expect((await app.inject('/api/pago/sandbox/sbx_desconocida')).statusCode).toBe(404);
      expect((await sandboxPost(app, 'sbx_desconocida', 'pagar')).statusCode).toBe(404);
    });

    it('has no Stripe webhook while Stripe is not configured', async () => {
      const response = await server().app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} });
      expect(response.statusCode).toBe(404);
    });
  },
  { env: { PUBLIC_URL: 'https://sede.villaverde-del-arroyo.example', ...MANY_HOLDS_ENV } },
);
