import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchConfig } from '#server/config.ts';
import { confirmPayment } from '#server/features/booking/confirm-payment.ts';
import type { PaymentProvider } from '#server/features/booking/payments/provider.ts';
import { SLOTS } from '#shared/booking/index.ts';
import { bookingBody, days, nextAddress, sessionIdOf } from './booking-helpers.ts';
import { buildTestApp } from './databases.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const title = serverUrl
  ? 'booking race: two app instances on one PostgreSQL database'
  : 'booking race (SKIPPED: set TEST_DATABASE_URL to a PostgreSQL server to run it)';

// Two replicas only share state through PostgreSQL, so this race is only meaningful there.
describe.skipIf(!serverUrl)(title, () => {
  const apps: FastifyInstance[] = [];
  const dbName = `sede_race_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sede-race-'));

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  /** pg's pool.end() resolves before the server has seen every socket close; dropping earlier kills them noisily. */
  async function waitForDisconnect() {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [dbName],
        );
        if (rows[0]?.n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${dbName}`;
    const config = scratchConfig(dataDir, {
      DATABASE_URL: url.toString(),
    });
    // Sequentially: the second finds the schema migrated by the first, as a rolling start would.
    apps.push(await buildTestApp(config));
    apps.push(await buildTestApp(config));
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await waitForDisconnect();
    await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (i: number, overrides: Record<string, unknown>) =>
    (apps[i % 2] as FastifyInstance).inject({
      method: 'POST',
      url: '/api/pago/crear-sesion',
      payload: bookingBody({ ...overrides, email: `persona${i}@example.org` }),
      remoteAddress: nextAddress(),
    });

  it('50 simultaneous holds for one block: exactly one wins, 49 get 409', async () => {
    const dia = days()[0] as string;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(i, { pista: 'padel', dia, horas: ['18:00', '18:30', '19:00'] }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(r.json().mensaje).toMatch(/reservada/);
    const [app] = apps as [FastifyInstance];
    const rows = await app.db.query<{ n: number }>(
      `select count(*)::int as n from reservas where pista = 'padel' and dia = $1 and estado = 'pendiente'`,
      [dia],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('50 simultaneous holds for overlapping blocks: the winners never share a slot', async () => {
    const dia = days()[1] as string;
    // Starts between 10:00 and 12:00, so most requests overlap several others.
    const starts = Array.from({ length: 50 }, (_, i) => 2 + ((i * 7) % 5));
    const responses = await Promise.all(
      starts.map((start, i) => post(i, { pista: 'tenis', dia, horas: SLOTS.slice(start, start + 2) })),
    );
    const winners = starts.filter((_, i) => responses[i]?.statusCode === 201);
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    const taken = winners.flatMap((start) => SLOTS.slice(start, start + 2));
    expect(new Set(taken).size).toBe(taken.length);
  });

  it('a late payment racing 20 new holds for the same hours: one owner, the loser refunded, no errors', async () => {
    const dia = days()[2] as string;
    const horas = ['09:00', '09:30'];
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const created = await post(0, { pista: 'futbol', dia, horas });
    const sessionId = sessionIdOf(created.json().url);
    await first.db.query(`update reservas set caduca_en = now() - interval '1 second' where sesion_id = $1`, [
      sessionId,
    ]);
    const refunds: string[] = [];
    const provider: PaymentProvider = {
      kind: 'stripe',
      createCheckout: () => Promise.reject(new Error('no se usa')),
      refund: async ({ paymentId }) => {
        refunds.push(paymentId);
      },
    };
    const [outcome, ...responses] = await Promise.all([
      confirmPayment(second.db, provider, sessionId, 'pi_test_tarde', 'https://sede.example'),
      ...Array.from({ length: 20 }, (_, i) => post(i + 1, { pista: 'futbol', dia, horas })),
    ]);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const holdsWon = statuses.filter((s) => s === 201).length;
    expect(holdsWon + (outcome.kind === 'confirmada' ? 1 : 0)).toBe(1);
    expect(refunds).toEqual(outcome.kind === 'reembolsada' ? ['pi_test_tarde'] : []);
  });
});
