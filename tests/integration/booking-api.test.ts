import { expect, it } from 'vitest';
import { SELECTION_MESSAGES } from '#shared/booking/index.ts';
import { paths } from '#web/app/paths.ts';
import { createSession, days, MANY_HOLDS_ENV, occupied } from './booking-helpers.ts';
import { describeWithEnv } from './databases.ts';

describeWithEnv(MANY_HOLDS_ENV)('booking API: availability and validation', (server) => {
  it('GET /api/reservas refuses an unknown court or a malformed day with 400', async () => {
    const { app } = server();
    const badCourt = await app.inject('/api/reservas?pista=golf&dia=2026-04-20');
    expect(badCourt.statusCode).toBe(400);
    expect(badCourt.json().mensaje).toMatch(/pista/);
    const badDay = await app.inject('/api/reservas?pista=tenis&dia=20-04-2026');
    expect(badDay.statusCode).toBe(400);
    // Year 0000 matches the pattern but PostgreSQL has no such date: refused before the query.
    expect((await app.inject('/api/reservas?pista=tenis&dia=0000-01-01')).statusCode).toBe(400);
    expect((await app.inject('/api/reservas')).statusCode).toBe(400);
  });

  it('GET /api/reservas lists nothing on a free day', async () => {
    const response = await server().app.inject(`/api/reservas?pista=padel&dia=${days()[6]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('POST /api/pago/crear-sesion validates every field again, in Spanish', async () => {
    const { app } = server();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ pista: 'golf' }, 'pista', 'Elige una pista: tenis, pádel o fútbol sala.'],
      [{ dia: '2020-01-01' }, 'dia', 'Elige uno de los días disponibles para reservar.'],
      [{ horas: [] }, 'horas', SELECTION_MESSAGES.vacia],
      [{ horas: ['10:00', '10:30', '12:00', '12:30'] }, 'horas', SELECTION_MESSAGES['no-contigua']],
      [{ pista: 'padel', horas: ['10:00', '10:30'] }, 'horas', SELECTION_MESSAGES['bloque-incompleto']],
      [{ horas: ['21:00', '21:30'] }, 'horas', SELECTION_MESSAGES['hora-no-valida']],
      [{ nombre: ' ' }, 'nombre', 'Introduce tu nombre completo.'],
      [{ email: '' }, 'email', 'Introduce tu correo.'],
      [
        { email: 'sin-arroba' },
        'email',
        'Introduce un correo electrónico válido (por ejemplo, nombre@dominio.es).',
      ],
    ];
    for (const [override, campo, mensaje] of cases) {
      const response = await createSession(app, override);
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json()).toEqual({ mensaje, errores: [{ campo, mensaje }] });
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/pago/crear-sesion',
      headers: { 'content-type': 'application/json' },
      payload: '{"pista":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().mensaje).toBeTruthy();
    const noBody = await app.inject({ method: 'POST', url: '/api/pago/crear-sesion' });
    expect(noBody.statusCode).toBe(400);
  });

  it('places a hold, answers the sandbox url and shows the hours as occupied', async () => {
    const { app } = server();
    const dia = days()[1] as string;
    const response = await createSession(app, { dia, horas: ['18:00', '18:30', '19:00', '19:30'] });
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toMatch(/^\/api\/pago\/sandbox\/sbx_[0-9a-f]{32}$/);
    expect(await occupied(app, 'tenis', dia)).toEqual(['18:00', '18:30', '19:00', '19:30']);
    // Other courts and days are unaffected.
    expect(await occupied(app, 'futbol', dia)).toEqual([]);
  });

  it('refuses an overlapping hold with 409 and a Spanish message', async () => {
    const { app } = server();
    const dia = days()[2] as string;
    expect((await createSession(app, { dia, horas: ['11:00', '11:30'] })).statusCode).toBe(201);
    const overlap = await createSession(app, { dia, horas: ['10:30', '11:00'] });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({ mensaje: SELECTION_MESSAGES['no-disponible'] });
    // Adjacent blocks are fine for tennis.
    expect((await createSession(app, { dia, horas: ['12:00', '12:30'] })).statusCode).toBe(201);
  });

  it('applies the padel rule: a booked start also blocks the two slots after it', async () => {
    const { app } = server();
    const dia = days()[3] as string;
    const first = await createSession(app, { pista: 'padel', dia, horas: ['10:00', '10:30', '11:00'] });
    expect(first.statusCode).toBe(201);
    const occupied = await app.inject(`/api/reservas?pista=padel&dia=${dia}`);
    expect(occupied.json()).toEqual([{ hora: '10:00' }, { hora: '10:30' }, { hora: '11:00' }]);
    const overlapping = await createSession(app, { pista: 'padel', dia, horas: ['10:30', '11:00', '11:30'] });
    expect(overlapping.statusCode).toBe(409);
    const next = await createSession(app, { pista: 'padel', dia, horas: ['11:30', '12:00', '12:30'] });
    expect(next.statusCode).toBe(201);
  });

  it('computes the amount on the server from the shared prices', async () => {
    const { app } = server();
    const dia = days()[4] as string;
    const response = await createSession(app, { pista: 'padel', dia, horas: ['20:00', '20:30', '21:00'] });
    const sessionId = (response.json().url as string).split('/').pop();
    const info = await app.inject(`/api/stripe/consulta-sesion?session_id=${sessionId}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      pista: 'padel',
      dia,
      horas: ['20:00', '20:30', '21:00'],
      importe: 900,
      estado: 'pendiente',
    });
    const twoBlocks = await createSession(app, { dia, horas: ['19:00', '19:30', '20:00', '20:30'] });
    const id2 = (twoBlocks.json().url as string).split('/').pop();
    expect((await app.inject(`/api/stripe/consulta-sesion?session_id=${id2}`)).json().importe).toBe(600);
  });

  it('GET /api/stripe/consulta-sesion: 400 without an id, 404 for an unknown one', async () => {
    const { app } = server();
    expect((await app.inject('/api/stripe/consulta-sesion')).statusCode).toBe(400);
    const unknown = await app.inject('/api/stripe/consulta-sesion?session_id=sbx_no_existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().mensaje).toMatch(/reserva/);
  });

  it('uses the same success and cancel routes as the web route table', async () => {
    const { returnUrls } = await import('#server/features/booking/payments/provider.ts');
    const urls = returnUrls('https://sede.example');
    expect(urls.successUrl).toBe(
      `https://sede.example${paths.confirmacion.path}?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(urls.cancelUrl).toBe(`https://sede.example${paths.pagoCancelado.path}`);
  });
});
