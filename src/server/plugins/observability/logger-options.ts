import type { FastifyRequest } from 'fastify';
import { safeError } from './safe-error.ts';

/** Where secrets may sit in a log object; pino replaces them before the line is written. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'confirmPassword',
  'token',
  '*.password',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.authorization',
  '*.cookie',
];

/** The path of a URL without its query string, which may carry tokens (session_id, reset tokens…). */
export function pathOnly(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

/**
 * Fastify's logger (pino) as one JSON object per line. Requests are logged by method, path and route
 * pattern only: no query strings, headers, client addresses or bodies, so no personal data reaches the
 * log beyond ids; errors lose whatever quotes data (see safe-error.ts); anything else logged by mistake has its
 * secrets redacted.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        path: pathOnly(request.url),
        route: request.routeOptions?.url,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: safeError,
    },
    ...(stream ? { stream } : {}),
  };
}
