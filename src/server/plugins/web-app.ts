import { existsSync, mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptedVariantNames, variantFileNames } from '#server/storage/image-variants.ts';
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

  const uploadRoots = existsSync(shippedUploads) ? [uploads, shippedUploads] : [uploads];
  // Only `reply.sendFile`: the route below chooses the file.
  await app.register(fastifyStatic, { root: uploadRoots, serve: false, index: false });
  app.get('/uploads/*', async (request, reply) => {
    const wanted = path.posix.normalize((request.params as { '*': string })['*']);
    if (wanted.startsWith('..') || path.isAbsolute(wanted)) return reply.callNotFound();
    // A picture's address answers with the smallest format the browser takes (image-variants.ts).
    if (variantFileNames(wanted).length > 0) reply.header('vary', 'accept');
    for (const name of [...acceptedVariantNames(wanted, request.headers.accept), wanted]) {
      for (const root of uploadRoots) {
        if (await isFile(path.join(root, name))) return reply.sendFile(name, root, { maxAge: '1h' });
      }
    }
    return reply.callNotFound();
  });
  const servePage = hasWeb ? createServerRenderer(app, webDir) : undefined;
  if (hasWeb) {
    const serverBundleDir = `${path.dirname(SERVER_BUNDLE)}/`;
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      // One route per file of the build, found once at start (the build does not change under a running server):
      // a wildcard route would read the folder listings of every asset's path on each request, to refuse another
      // spelling of its name, and try the disk for every page's address before rendering it.
      wildcard: false,
      decorateReply: false,
      index: false,
      // The renderer's own bundle is the server's code, and index.html the template pages are made from (without
      // the styles the server puts in each): neither is a file for browsers. The shipped uploads go through the
      // /uploads route above, which chooses a picture's format.
      globIgnore: [`${serverBundleDir}**`, 'index.html', 'uploads/**'],
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

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
