import type { FastifyPluginAsync } from 'fastify';
import { contract } from '#server/plugins/api-contract/index.ts';
import { OVERLOAD_MESSAGE } from '#server/plugins/observability/overload.ts';
import type { Liveness, NotReady, Ready } from '#shared/api-types/generated/health.ts';

/** How long a health probe waits for the database before calling it down (a dead server may never answer). */
const PROBE_TIMEOUT_MS = 2000;

// Probes must answer precisely when the process is busy; the load balancer decides what to do with them.
const exemptFromOverload = { config: { pressureHandler: () => undefined } };

/**
 * `/api/salud` is liveness: 200 while the process runs, with the database's state for people to read
 * (restarting a replica never fixes a database outage). `/api/salud/lista` is readiness: 503 while the
 * database does not answer, so a load balancer stops sending traffic to this replica until it does.
 */
export const health: FastifyPluginAsync = async (app) => {
  const probe = async () => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.db.query('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('sin respuesta a tiempo')), PROBE_TIMEOUT_MS);
        }),
      ]);
      return { tipo: app.db.kind, estado: 'ok' as const, ms: Math.round(performance.now() - started) };
    } catch (error) {
      app.log.warn({ err: error }, 'la base de datos no responde');
      return { tipo: app.db.kind, estado: 'error' as const };
    } finally {
      clearTimeout(timer);
    }
  };

  app.get<{ Reply: Liveness }>(
    '/salud',
    {
      ...exemptFromOverload,
      schema: contract('health', { 200: 'Liveness' }),
    },
    async () => ({ estado: 'ok', baseDatos: await probe() }),
  );

  app.get<{ Reply: { 200: Ready; 503: NotReady } }>(
    '/salud/lista',
    {
      ...exemptFromOverload,
      schema: contract('health', { 200: 'Ready', 503: 'NotReady' }),
    },
    async (_request, reply) => {
      // A swamped replica is alive but should get no new traffic until it catches up.
      if (app.isUnderPressure()) {
        return reply
          .header('retry-after', '5')
          .code(503)
          .send({ estado: 'no_lista', mensaje: OVERLOAD_MESSAGE });
      }
      const baseDatos = await probe();
      if (baseDatos.estado === 'ok') return reply.code(200).send({ estado: 'lista', baseDatos });
      return reply
        .header('retry-after', '5')
        .code(503)
        .send({ estado: 'no_lista', mensaje: 'La base de datos no responde.', baseDatos });
    },
  );
};
