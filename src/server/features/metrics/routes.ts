import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import { mayReadMetrics } from './metrics-access.ts';
import { metrics, registry } from './registry.ts';

export { metrics } from './registry.ts';

/** Prometheus metrics of this process at /api/metricas, for local agents or holders of METRICS_TOKEN. */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/metricas',
    // A scrape must still answer when the process is busy: that is when the figures matter most.
    { config: { pressureHandler: () => undefined } },
    async (request, reply) => {
      if (!mayReadMetrics(request, app.config.metricsToken)) {
        throw new HttpError(403, 'Las métricas no son públicas.');
      }
      await refreshMailQueueDepth(app, request.log);
      return reply.header('content-type', registry.contentType).send(await registry.metrics());
    },
  );
};

async function refreshMailQueueDepth(
  app: Parameters<FastifyPluginAsync>[0],
  log: { warn: (o: unknown, m: string) => void },
): Promise<void> {
  try {
    // The mail queue belongs to another feature: count it only when its table exists.
    // (two statements: PostgreSQL resolves table names before it evaluates any condition).
    const [table] = await app.db.query<{ present: boolean }>(
      `select to_regclass('mail_queue') is not null as present`,
    );
    if (!table?.present) return;
    const [row] = await app.db.query<{ pending: number }>(
      'select count(*)::int8 as pending from mail_queue where sent_at is null',
    );
    metrics.mailQueueDepth(row?.pending ?? 0);
  } catch (error) {
    // The rest of the figures are still worth serving while the database is away.
    log.warn({ err: error }, 'métricas: no se pudo contar la cola de correo');
  }
}
