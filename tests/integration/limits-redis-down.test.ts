import { expect, it } from 'vitest';
import { LIMITS_UNAVAILABLE_MESSAGE } from '#server/rate-limit/redis-counter.ts';
import { createStaff, login } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';

// Port 1 never answers: the limits' Redis is down for the whole suite.
describeWithServer(
  'Sin Redis, los límites responden 503 con Retry-After (nunca 500 ni sin límite)',
  (server) => {
    it('refuses sign-in and questions while their counters cannot be kept', async () => {
      const { app } = server();
      const { email, password } = await createStaff(app);
      const signIn = await login(app, email, password);
      const chat = await app.inject({ method: 'POST', url: '/api/chat', payload: { message: '¿Horario?' } });
      for (const response of [signIn, chat]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ mensaje: LIMITS_UNAVAILABLE_MESSAGE });
      }
    });
  },
  { env: { REDIS_URL: 'redis://127.0.0.1:1' }, databases: 'embedded' },
);
