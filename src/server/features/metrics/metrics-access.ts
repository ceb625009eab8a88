import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Metrics reveal traffic and internals, so they are not public: a request straight from this machine
 * (a local Prometheus agent) or one carrying `Authorization: Bearer METRICS_TOKEN`. The socket's own
 * address is used, never X-Forwarded-For, and a request that came through a proxy on this machine is
 * not "local" (the proxy forwards the public's requests from loopback too).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] && sameSecret(match[1], token)) return true;
  }
  const viaProxy =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !viaProxy && LOOPBACK.test(request.raw.socket.remoteAddress ?? '');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
