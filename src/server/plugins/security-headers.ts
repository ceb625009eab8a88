import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { NOTICE_STATE_SCRIPT } from '#shared/cookie-notice-flag.ts';

/** The one inline script, the cookie notice's state line in <head>, allowed by its hash alone. */
const NOTICE_STATE_HASH = `'sha256-${createHash('sha256').update(NOTICE_STATE_SCRIPT).digest('base64')}'`;

/**
 * Strict CSP: scripts only from our origin (no eval: form validators are precompiled), and no inline script
 * but the one whose hash it names.
 * Styles allow inline attributes because Mantine sets CSS variables through `style`.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", NOTICE_STATE_HASH],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Privacy: no picture from another host (video thumbnails are fetched by the server and served locally).
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * The headers helmet writes, captured once at start on a stand-in response: they depend on nothing in the
 * request (every directive above is a constant). Helmet's middlewares would otherwise run one by one on
 * every request (a dozen calls, each setting its header on the raw response), a measurable share of the
 * hottest public reads; the same headers now go out with Fastify's own, in its single writeHead.
 */
export function securityHeaderValues(options: { hsts: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.hsts,
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export const securityHeaders: FastifyPluginAsync = fp(async (app) => {
  const headers = securityHeaderValues({ hsts: app.config.publicUrl.startsWith('https:') });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
