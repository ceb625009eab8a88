import { expect, it } from 'vitest';
import { describeWithServer } from './databases.ts';

describeWithServer(
  'assistant rate limit',
  (server) => {
    it('answers 429 in Spanish past the limit per address, and other addresses go on', async () => {
      const { app, config } = server();
      const post = (remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/chat',
          payload: { message: '¿Cuánto cuesta el pádel?' },
          remoteAddress,
        });
      for (let i = 0; i < config.limits.chatQuestionsPerMinute; i++)
        expect((await post('10.9.0.1')).statusCode).toBe(200);
      const limited = await post('10.9.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().mensaje).toMatch(/^Has hecho muchas preguntas seguidas\. Espera /);
      expect((await post('10.9.0.2')).statusCode).toBe(200);
    });

    it('does not limit the rest of the API', async () => {
      const { app, config } = server();
      for (let i = 0; i < config.limits.chatQuestionsPerMinute + 2; i++) {
        expect((await app.inject({ url: '/api/salud', remoteAddress: '10.9.0.1' })).statusCode).toBe(200);
      }
    });
  },
  { databases: 'embedded' },
);
