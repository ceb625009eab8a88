import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for every compressible answer (HTML, JS, CSS, JSON, SVG, XML): on a mobile connection the
 * SPA's JavaScript and Mantine's CSS shrink to a fraction. PDFs and images are already compressed, and
 * mime-db marks them so; the plugin leaves them alone.
 */
export const compression: FastifyPluginAsync = fp(async (app) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Nobody sends us compressed bodies; inflating them would only open a door to decompression bombs.
    globalDecompression: false,
  });
});
