import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PRIVATE_DIR_MODE } from '#server/storage/private-modes.ts';
import { createServerRenderer, SERVER_BUNDLE } from './server-render.ts';

/** Directory for files staff upload at run time (news images, minutes), served under /uploads. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * Serves /uploads/* (run-time uploads first, then the demo files shipped in the build) and the built web:
 * its assets, and every other GET that asks for HTML as a page rendered on the server (server-render.ts),
 * which the browser then hydrates.
 */
export const webApp: FastifyPluginAsync = fp(async (app) => {
  const { webDir, dataDir } = app.config;
  const uploads = uploadsDir(dataDir);
  mkdirSync(uploads, { recursive: true, mode: PRIVATE_DIR_MODE });
  const hasWeb = existsSync(path.join(webDir, 'index.html'));
  const shippedUploads = path.join(webDir, 'uploads');

  await app.register(fastifyStatic, {
    root: existsSync(shippedUploads) ? [uploads, shippedUploads] : uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
  });
  const servePage = hasWeb ? createServerRenderer(app, webDir) : undefined;
  if (hasWeb) {
    const serverBundleDir = `/${path.dirname(SERVER_BUNDLE)}/`;
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: true,
      index: false,
      // The renderer's own bundle is the server's code, not a file for browsers.
      allowedPath: (pathName) => !pathName.startsWith(serverBundleDir),
      // The build writes a Brotli copy of each asset (scripts/vite-precompress.ts): sent when accepted.
      preCompressed: true,
      // Hashed assets never change; everything else is revalidated.
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // `index: false` makes the static handler refuse directory URLs, "/" included: the home page is a page.
    app.get('/', (request, reply) => servePage?.(request, reply));
  } else if (app.config.nodeEnv === 'production') {
    app.log.warn(`No hay web compilada en ${webDir}: ejecuta "npm run build"`);
  }

  app.setNotFoundHandler((request, reply) => {
    if (servePage && isPageRequest(request)) return servePage(request, reply);
    return reply.code(404).send({ mensaje: 'No se ha encontrado lo que buscas.' });
  });
});

/**
 * A GET for a page: outside /api and /uploads, with no file extension, from a client that takes HTML. Browsers
 * say text/html; link checkers, feed readers and command-line clients send a wildcard or no Accept at all, and
 * they get the page too (a missing image or script still gets the short JSON 404).
 */
function isPageRequest(request: FastifyRequest): boolean {
  const { pathname } = new URL(request.url, 'http://sede');
  if (request.method !== 'GET' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/'))
    return false;
  if (path.posix.extname(pathname) !== '') return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}
