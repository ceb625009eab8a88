import type { FastifyPluginAsync } from 'fastify';

/** Liveness with the database's state: 200 when it answers, 503 otherwise. */
export const health: FastifyPluginAsync = async (app) => {
  app.get('/salud', async (_request, reply) => {
    const started = performance.now();
    try {
      await app.db.query('select 1');
      return {
        estado: 'ok',
        baseDatos: { tipo: app.db.kind, estado: 'ok', ms: Math.round(performance.now() - started) },
      };
    } catch (error) {
      app.log.error({ err: error }, 'la base de datos no responde');
      return reply.code(503).send({ estado: 'error', baseDatos: { tipo: app.db.kind, estado: 'error' } });
    }
  });
};
