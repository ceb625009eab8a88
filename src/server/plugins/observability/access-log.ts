import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request slower than this is logged on its own at `info`, whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/** How often the summary of the requests is written. */
export const ACCESS_SUMMARY_INTERVAL_MS = 60_000;

/**
 * Fastify's per-request lines, made cheap. By default it writes two JSON lines per request at `info`; on a
 * cached read that was the largest cost. Here the incoming line is `debug`, and the completed line is
 * `info` only for a failed (4xx, 5xx) or slow request, `debug` otherwise. Fastify's other lines (errors,
 * not found, stream errors) keep their defaults. Lines carry method, path and route pattern only (see
 * logger-options.ts): no query, headers or addresses.
 */
export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 400 || reply.elapsedTime > SLOW_REQUEST_MS)
      reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}

/**
 * Counts every request under its route pattern and status class and writes the counts as one `accesos`
 * line a minute (and on close), so the operator still sees all the traffic at `info`.
 */
export function registerAccessSummary(app: FastifyInstance, intervalMs = ACCESS_SUMMARY_INTERVAL_MS): void {
  let counts = new Map<string, number>();
  let since = Date.now();
  const flush = () => {
    if (counts.size === 0) return;
    const peticiones = Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    app.log.info({ periodoMs: Date.now() - since, total, peticiones }, 'accesos');
    counts = new Map();
    since = Date.now();
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    flush();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const key = `${request.method} ${request.routeOptions.url ?? 'sin ruta'} ${Math.floor(reply.statusCode / 100)}xx`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    done();
  });
}
