import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { blockAt, SLOTS } from '#shared/booking/index.ts';
import { createSession, days, nextAddress, sandboxPost, sessionIdOf } from './booking-helpers.ts';
import { describeWithServer } from './databases.ts';

/** A fresh e-mail each time, so only the per-address cap is at play unless a test reuses one. */
const mail = () => `familia-${randomBytes(4).toString('hex')}@example.org`;

describeWithServer('Reservas: tope de medias horas retenidas sin pagar (hallazgo 2)', (server) => {
  it('finding 2: caps the unpaid half-hours one address holds, counting what the holds take', async () => {
    const { app, config } = server();
    const max = config.limits.holdHalfHours;
    const dia = days()[1] as string;
    const ip = nextAddress();
    // A family: two courts, a different e-mail each, well under the cap.
    const tennis = await createSession(
      app,
      { pista: 'tenis', dia, horas: ['09:00', '09:30'], email: mail() },
      ip,
    );
    const padel = await createSession(
      app,
      { pista: 'padel', dia, horas: blockAt('padel', '09:00'), email: mail() },
      ip,
    );
    expect([tennis.statusCode, padel.statusCode]).toEqual([201, 201]);
    // A squatter asking for a whole day is refused outright; then slot by slot up to the cap, never past it.
    const wholeDay = await createSession(
      app,
      { pista: 'futbol', dia, horas: SLOTS.slice(0, 24), email: mail() },
      ip,
    );
    expect(wholeDay.statusCode).toBe(400);
    let held = 2 + 3;
    for (const start of SLOTS.filter((_, i) => i % 2 === 0)) {
      const response = await createSession(
        app,
        { pista: 'futbol', dia, horas: blockAt('futbol', start), email: mail() },
        ip,
      );
      if (held + 2 <= max) {
        expect(response.statusCode).toBe(201);
        held += 2;
        continue;
      }
      expect(response.statusCode).toBe(429);
      expect(response.json().mensaje).toContain(
        `como máximo ${max} medias horas de pista reservadas sin pagar`,
      );
      expect(response.json().mensaje).toMatch(/espera (29|30) minutos/);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);
      break;
    }
    const [taken] = await app.db.query<{ n: number }>(
      "select coalesce(sum(cardinality(horas)), 0)::int as n from reservas where origen = $1 and estado = 'pendiente'",
      [ip],
    );
    expect(taken?.n).toBe(held);
    expect(held).toBeLessThanOrEqual(max);
    // Another address is not affected.
    const other = await createSession(
      app,
      { pista: 'futbol', dia, horas: ['20:00', '20:30'], email: mail() },
      nextAddress(),
    );
    expect(other.statusCode).toBe(201);
  });

  it('finding 2: caps the unpaid half-hours one e-mail holds from any address, also in parallel', async () => {
    const { app, config } = server();
    const max = config.limits.holdHalfHours;
    const dia = days()[2] as string;
    const email = mail();
    const starts = SLOTS.filter((start, i) => i % 2 === 0 && blockAt('tenis', start));
    const responses = await Promise.all(
      starts.map((start) =>
        createSession(app, { pista: 'tenis', dia, horas: blockAt('tenis', start), email }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201).length;
    expect(created).toBe(Math.floor(max / 2));
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(starts.length - created);
  });

  it('finding 2: a paid or cancelled hold no longer counts', async () => {
    const { app, config } = server();
    const dia = days()[3] as string;
    const ip = nextAddress();
    const all = SLOTS.filter((_, i) => i % 2 === 0).slice(0, Math.floor(config.limits.holdHalfHours / 2) + 1);
    const first = await createSession(
      app,
      { pista: 'tenis', dia, horas: blockAt('tenis', all[0] as string), email: mail() },
      ip,
    );
    for (const start of all.slice(1, -1)) {
      await createSession(app, { pista: 'tenis', dia, horas: blockAt('tenis', start), email: mail() }, ip);
    }
    const last = blockAt('tenis', all.at(-1) as string);
    expect(
      (await createSession(app, { pista: 'tenis', dia, horas: last, email: mail() }, ip)).statusCode,
    ).toBe(429);
    expect((await sandboxPost(app, sessionIdOf(first.json().url), 'cancelar')).statusCode).toBeLessThan(400);
    expect(
      (await createSession(app, { pista: 'tenis', dia, horas: last, email: mail() }, ip)).statusCode,
    ).toBe(201);
  });
});
