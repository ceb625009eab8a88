import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { ACCOUNT_FAILURES } from '#server/features/auth/login-throttle.ts';
import { createRedisCounter } from '#server/rate-limit/redis-counter.ts';
import { createStaff, login, randomIp, uniqueEmail } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';

// Runs when a Redis server is given (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379), as CI does for PostgreSQL.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('Contador de intentos en Redis', () => {
  it('counts within a window shared by every client, and forgets on reset', async () => {
    const prefix = `sede:prueba:${uniqueEmail()}:`;
    const a = createRedisCounter(redisUrl ?? '', prefix);
    const b = createRedisCounter(redisUrl ?? '', prefix);
    try {
      expect(await a.hit('k', 60_000)).toMatchObject({ count: 1 });
      const second = await b.hit('k', 60_000);
      expect(second.count).toBe(2);
      expect(second.resetMs).toBeGreaterThan(50_000);
      expect((await a.peek('k')).count).toBe(2);
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
    'Bloqueo de inicio de sesión compartido entre réplicas (Redis)',
    (server) => {
      let replica: FastifyInstance | undefined;
      beforeAll(async () => {
        // A second app on the same database and the same Redis: another replica behind the balancer.
        replica = await buildApp(server().config, { db: server().app.db, logger: false });
      });
      afterAll(async () => {
        await replica?.close();
      });

      it('failures on one replica lock the account on the other', async () => {
        const { app } = server();
        const other = replica as FastifyInstance;
        const { email, password } = await createStaff(app);
        for (let i = 0; i < ACCOUNT_FAILURES; i++) {
          expect((await login(i % 2 ? app : other, email, 'mala', randomIp())).statusCode).toBe(401);
        }
        expect((await login(app, email, password)).statusCode).toBe(429);
        expect((await login(other, email, password)).statusCode).toBe(429);
      });
    },
    { REDIS_URL: redisUrl },
  );
}
