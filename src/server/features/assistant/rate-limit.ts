import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '#server/http-error.ts';

/** Questions one address may ask per minute: plenty for a person, little for a script. */
export const CHAT_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

/**
 * Registers @fastify/rate-limit in the assistant's scope only (routes opt in with `config.rateLimit`).
 * With REDIS_URL the counters live in Redis, so the limit holds across replicas; if Redis fails the
 * request goes through (logged) rather than taking the assistant down.
 */
export async function registerChatRateLimit(app: FastifyInstance): Promise<void> {
  let redis: Redis | undefined;
  if (app.config.redisUrl) {
    redis = new Redis(app.config.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2000,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'asistente: Redis no responde'));
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'sede:asistente:' } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Has hecho muchas preguntas seguidas. Espera ${context.after} y vuelve a intentarlo.`,
      ),
  });
}
