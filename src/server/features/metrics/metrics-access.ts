import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

// Headers by which proxies pass on who the client is: any of them means the request was forwarded.
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
  'x-proxyuser-ip',
]);

/** Whether any header says the request came through a proxy (X-Forwarded-*, Forwarded, Via, X-Real-IP…). */
export function wasForwarded(headers: Record<string, unknown>): boolean {
  return Object.keys(headers).some(
    (name) => name.startsWith('x-forwarded') || FORWARDING_HEADERS.has(name.toLowerCase()),
  );
}

/**
 * Metrics reveal traffic and internals, so they are not public: a request straight from this machine
 * (a local Prometheus agent) or one carrying `Authorization: Bearer METRICS_TOKEN`. The socket's own
 * address is used, never X-Forwarded-For, and a request carrying any forwarding header is not "local" (a
 * proxy on this machine forwards the public's requests from loopback too, with whichever header it sets).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] && sameSecret(match[1], token)) return true;
  }
  return !wasForwarded(request.headers) && LOOPBACK.test(request.raw.socket.remoteAddress ?? '');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
