import { expect, it } from 'vitest';
import { CHAT_RATE_LIMIT } from '#server/features/assistant/rate-limit.ts';
import { describeWithServer } from './databases.ts';

describeWithServer('assistant rate limit', (server) => {
  it('answers 429 in Spanish past the limit per address, and other addresses go on', async () => {
    const { app } = server();
    const post = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: '¿Cuánto cuesta el pádel?' },
        remoteAddress,
      });
    for (let i = 0; i < CHAT_RATE_LIMIT.max; i++) expect((await post('10.9.0.1')).statusCode).toBe(200);
    const limited = await post('10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().mensaje).toMatch(/^Has hecho muchas preguntas seguidas\. Espera /);
    expect((await post('10.9.0.2')).statusCode).toBe(200);
  });

  it('does not limit the rest of the API', async () => {
    const { app } = server();
    for (let i = 0; i < CHAT_RATE_LIMIT.max + 2; i++) {
      expect((await app.inject({ url: '/api/salud', remoteAddress: '10.9.0.1' })).statusCode).toBe(200);
    }
  });
});
