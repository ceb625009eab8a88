import { expect, it } from 'vitest';
import { bearer, signIn } from './auth-fixtures.ts';
import { createSession, days, MANY_HOLDS_ENV, sandboxPost, sessionIdOf } from './booking-helpers.ts';
import { describeWithEnv } from './databases.ts';

interface Listing {
  dia: string;
  pistas: Array<{
    pista: string;
    reservas: Array<{
      referencia: string;
      desde: string;
      hasta: string;
      horas: string[];
      nombre: string;
      email: string;
      importe: number;
      estado: string;
      reembolso: string | null;
      creadaEn: string;
    }>;
  }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeWithEnv(MANY_HOLDS_ENV)('Reservas de pistas: vista del personal', (server) => {
  it('answers 401 without a session or with a token that is not one, and lists nothing', async () => {
    const { app } = server();
    const dia = days()[0] as string;
    for (const headers of [{}, bearer('no-es-un-token-de-verdad')]) {
      const response = await app.inject({ url: `/api/admin/reservas?dia=${dia}`, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        mensaje: 'Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.',
      });
    }
  });

  it('answers 400 with a Spanish message for a missing or bad date and for an unknown court', async () => {
    const { app } = server();
    const headers = bearer(await signIn(app));
    const dia = days()[0] as string;
    for (const query of [
      '',
      'dia=',
      'dia=mañana',
      'dia=2026-02-30',
      'dia=13/04/2026',
      'dia=0000-01-01',
      'dia=1999-12-31',
      `dia=${dia}&dia=${dia}`,
    ]) {
      const response = await app.inject({ url: `/api/admin/reservas?${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().mensaje, query).toMatch(/^Indica un día válido con el formato AAAA-MM-DD/);
    }
    for (const pista of ['baloncesto', 'Tenis', 'p%C3%A1del']) {
      const response = await app.inject({ url: `/api/admin/reservas?dia=${dia}&pista=${pista}`, headers });
      expect(response.statusCode, pista).toBe(400);
      expect(response.json().mensaje).toBe(
        'Indica una pista válida: tenis, padel o futbol (o ninguna para verlas todas).',
      );
    }
  });

  it('lists the day per court after a sandbox payment, a cancellation, a live hold and an expired one', async () => {
    const { app } = server();
    const headers = bearer(await signIn(app));
    const [dia, otherDay] = days() as [string, string];
    const book = async (overrides: Record<string, unknown>) => {
      const created = await createSession(app, { dia, ...overrides });
      expect(created.statusCode).toBe(201);
      return sessionIdOf(created.json().url);
    };

    const paid = await book({ pista: 'padel', horas: ['20:00', '20:30', '21:00'], nombre: 'Ana Ficticia' });
    expect((await sandboxPost(app, paid, 'pagar')).statusCode).toBe(303);
    const cancelled = await book({
      pista: 'padel',
      horas: ['09:00', '09:30', '10:00'],
      nombre: 'Bea Ficticia',
    });
    expect((await sandboxPost(app, cancelled, 'cancelar')).statusCode).toBe(303);
    await book({ pista: 'tenis', horas: ['12:00', '12:30'], nombre: 'Carla Ficticia' });
    const lapsed = await book({ pista: 'tenis', horas: ['10:00', '10:30'], nombre: 'Dora Ficticia' });
    // Its 30 minutes are over, though no later transaction has released it yet.
    await app.db.query(`update reservas set caduca_en = now() - interval '1 second' where sesion_id = $1`, [
      lapsed,
    ]);
    // Another day's booking never shows.
    await createSession(app, { dia: otherDay, pista: 'tenis', horas: ['12:00', '12:30'] });

    const response = await app.inject({ url: `/api/admin/reservas?dia=${dia}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const listing = response.json() as Listing;
    expect(listing.dia).toBe(dia);
    expect(listing.pistas.map((p) => p.pista)).toEqual(['tenis', 'padel', 'futbol']);
    const [tenis, padel, futbol] = listing.pistas;

    expect(padel?.reservas).toEqual([
      {
        referencia: expect.stringMatching(UUID),
        desde: '20:00',
        hasta: '21:30',
        horas: ['20:00', '20:30', '21:00'],
        nombre: 'Ana Ficticia',
        email: 'lucia.prueba@example.org',
        importe: 900,
        estado: 'pagada',
        reembolso: null,
        creadaEn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      // Cancelled comes after the live booking although it starts earlier.
      expect.objectContaining({ nombre: 'Bea Ficticia', desde: '09:00', estado: 'cancelada', importe: 600 }),
    ]);
    const [paidRow] = await app.db.query<{ id: string }>('select id from reservas where sesion_id = $1', [
      paid,
    ]);
    expect(padel?.reservas[0]?.referencia).toBe(paidRow?.id);

    expect(tenis?.reservas.map((r) => [r.nombre, r.desde, r.hasta, r.estado])).toEqual([
      ['Carla Ficticia', '12:00', '13:00', 'pendiente'],
      ['Dora Ficticia', '10:00', '11:00', 'caducada'],
    ]);
    expect(futbol?.reservas).toEqual([]);

    const onlyPadel = await app.inject({ url: `/api/admin/reservas?dia=${dia}&pista=padel`, headers });
    expect(onlyPadel.json()).toEqual({ dia, pistas: [padel] });
    const allByEmptyCourt = await app.inject({ url: `/api/admin/reservas?dia=${dia}&pista=`, headers });
    expect(allByEmptyCourt.json()).toEqual(listing);
  });

  it('answers an empty day with every court and no bookings', async () => {
    const { app } = server();
    const response = await app.inject({
      url: '/api/admin/reservas?dia=2030-01-07',
      headers: bearer(await signIn(app)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dia: '2030-01-07',
      pistas: [
        { pista: 'tenis', reservas: [] },
        { pista: 'padel', reservas: [] },
        { pista: 'futbol', reservas: [] },
      ],
    });
  });
});
