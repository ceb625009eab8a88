import fp from 'fastify-plugin';
import { httpDuration } from '#server/features/metrics/registry.ts';
import { registerAccessSummary } from './access-log.ts';
import { DEFAULT_OVERLOAD_LIMITS, type OverloadLimits, registerOverloadGuard } from './overload.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

export { AccessLogController } from './access-log.ts';
export { loggerOptions } from './logger-options.ts';
export type { OverloadLimits } from './overload.ts';
export { requestIdFor } from './request-id.ts';

/**
 * Cross-cutting production concerns for every route: the request id echoed to the client, the latency
 * histogram by route pattern and status class, summarized access logs (Fastify's own per-request lines only
 * for failed or slow requests: see access-log.ts), and 503 with Retry-After when the process is overloaded.
 */
export const observability = fp<{ overload?: Partial<OverloadLimits>; accessSummaryMs?: number }>(
  async (app, options) => {
    // Added before the overload guard, so even a 503 carries the id the client can quote.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      httpDuration.observe(
        {
          method: request.method,
          // The pattern (/api/noticias/:id), never the raw URL: bounded labels and no ids or tokens.
          route: request.routeOptions.url ?? 'unmatched',
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
    registerAccessSummary(app, options.accessSummaryMs);
    await registerOverloadGuard(app, {
      ...DEFAULT_OVERLOAD_LIMITS,
      maxEventLoopDelay: app.config.overloadEventLoopDelayMs,
      ...options.overload,
    });
  },
  { name: 'observability' },
);
