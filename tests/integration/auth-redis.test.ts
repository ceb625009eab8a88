import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisCounter } from '#server/rate-limit/redis-counter.ts';
import { createStaff, login, randomIp, uniqueEmail } from './auth-fixtures.ts';
import { buildTestApp, describeWithServer } from './databases.ts';
import { burstSuite } from './limits-bursts.ts';

// Runs when a Redis server is given (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379), as CI does for PostgreSQL.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('Contador de intentos en Redis', () => {
  it('takes within the limit in a window shared by every client, gives back, and forgets on reset', async () => {
    const prefix = `sede:prueba:${uniqueEmail()}:`;
    const a = createRedisCounter(redisUrl ?? '', prefix);
    const b = createRedisCounter(redisUrl ?? '', prefix);
    try {
      expect(await a.take('k', 2, 60_000)).toMatchObject({ ok: true, count: 1 });
      const second = await b.take('k', 2, 60_000);
      expect(second).toMatchObject({ ok: true, count: 2 });
      expect(second.resetMs).toBeGreaterThan(50_000);
      expect(await a.take('k', 2, 60_000)).toMatchObject({ ok: false, count: 2 });
      await b.release('k');
      expect(await a.take('k', 2, 60_000)).toMatchObject({ ok: true, count: 2 });
      expect(await a.take('bytes', 100, 60_000, 70)).toMatchObject({ ok: true, count: 70 });
      expect(await b.take('bytes', 100, 60_000, 40)).toMatchObject({ ok: false, count: 70 });
      await b.reset('k');
      expect(await a.peek('k')).toEqual({ count: 0, resetMs: 0 });
    } finally {
      await a.close();
      await b.close();
    }
  });
});

if (redisUrl) {
  describeWithServer(
    'Límites compartidos entre réplicas (Redis)',
    (server) => {
      let replica: FastifyInstance | undefined;
      beforeAll(async () => {
        // A second app on the same database and the same Redis: another replica behind the balancer.
        replica = await buildTestApp(server().config, { db: server().app.db, logger: false });
      });
      afterAll(async () => {
        await replica?.close();
      });

      it('failures from one address on one replica refuse that pair on the other', async () => {
        const { app, config } = server();
        const other = replica as FastifyInstance;
        const { email, password } = await createStaff(app);
        const ip = randomIp();
        for (let i = 0; i < config.limits.loginFailuresPerAccountAddress; i++) {
          expect((await login(i % 2 ? app : other, email, 'mala', ip)).statusCode).toBe(401);
        }
        expect((await login(app, email, password, ip)).statusCode).toBe(429);
        expect((await login(other, email, password, ip)).statusCode).toBe(429);
        expect((await login(other, email, password, randomIp())).statusCode).toBe(200);
      });

      // The same bursts as in memory, split over both replicas.
      burstSuite(server, () => [server().app, replica as FastifyInstance]);
    },
    { env: { REDIS_URL: redisUrl } },
  );
}
