import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '#server/http-error.ts';
import { normalizeVerificationCode } from './verification-code.ts';

/** Checks one address may make per minute: plenty for a person, too few to guess a 99-bit code. */
export const VERIFICATION_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

export const UNKNOWN_CODE_MESSAGE =
  'No existe ningún justificante con ese código seguro de verificación. Revisa que lo has copiado entero.';

/** What a verification reveals: that the receipt is genuine, never whose it is. */
export interface Verification {
  csv: string;
  procedimiento: string;
  registro: string;
  fecha: string;
  justificanteSha256: string | null;
}

/**
 * `GET /verificar/:csv`: confirms a receipt (procedure, registry number, date and the receipt's SHA-256) with no
 * personal data. Rate-limited per address, in Redis when REDIS_URL is set so the limit holds across replicas.
 */
export const verificationRoutes: FastifyPluginAsync = async (app) => {
  let redis: Redis | undefined;
  if (app.config.redisUrl) {
    redis = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', (error) => app.log.warn({ err: error }, 'verificación: Redis no responde'));
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'sede:verificar:' } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Has hecho demasiadas comprobaciones seguidas. Espera ${context.after} y vuelve a intentarlo.`,
      ),
  });

  app.get<{ Params: { csv: string } }>(
    '/verificar/:csv',
    { config: { rateLimit: VERIFICATION_RATE_LIMIT } },
    async (request, reply) => {
      const csv = normalizeVerificationCode(request.params.csv);
      if (!csv) {
        throw new HttpError(
          400,
          'El código seguro de verificación tiene 20 letras y números; revisa que lo has copiado entero.',
        );
      }
      const rows = await app.db.query<Verification>(
        `select csv, titulo as procedimiento, registro, presentado_en as fecha,
           justificante_sha256 as "justificanteSha256"
         from tramites where csv = $1`,
        [csv],
      );
      const found = rows[0];
      if (!found) throw new HttpError(404, UNKNOWN_CODE_MESSAGE);
      reply.header('cache-control', 'no-store');
      return { ...found, fecha: new Date(found.fecha).toISOString() };
    },
  );
};
