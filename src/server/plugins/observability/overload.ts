import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { metrics } from '#server/features/metrics/registry.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler: return undefined to serve the route even when overloaded. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply, type: string, value?: number) => unknown;
  }
}

export interface OverloadLimits {
  /** Mean event-loop delay (ms) over one sample above which requests are turned away. */
  maxEventLoopDelay: number;
  /** How often (ms) the delay is sampled. */
  sampleInterval: number;
}

/**
 * A mean delay of a whole second means the loop is all but stuck: far above anything a healthy process
 * (or a test run on a busy machine) shows, low enough that a swamped replica sheds load instead of
 * queueing requests until they time out anyway.
 */
export const DEFAULT_OVERLOAD_LIMITS: OverloadLimits = { maxEventLoopDelay: 1000, sampleInterval: 1000 };

/** Seconds a client is asked to wait before trying again. */
export const OVERLOAD_RETRY_AFTER_S = 5;

export const OVERLOAD_MESSAGE =
  'El servidor está atendiendo demasiadas peticiones en este momento. Inténtalo de nuevo en unos segundos.';

/** Answers 503 with a Spanish message and Retry-After while the event loop is overloaded. */
export async function registerOverloadGuard(app: FastifyInstance, limits: OverloadLimits): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelay,
    sampleInterval: limits.sampleInterval,
    pressureHandler: (request, reply, type, value) => {
      // No delay sample in a whole interval reads as Infinity: the loop was stuck end to end (start-up
      // compiling schemas, a test's busy machine). It has already recovered if it is serving this request,
      // and the next sample says by how much, so only a measured delay turns requests away.
      if (value === undefined || !Number.isFinite(value)) return undefined;
      metrics.overloadRejected();
      request.log.warn({ tipo: type, valor: value }, 'sobrecarga: petición rechazada con 503');
      reply.code(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_S));
      // Returned, not sent: under-pressure sends what its handler returns.
      return { mensaje: OVERLOAD_MESSAGE } as unknown as undefined;
    },
  });
}
