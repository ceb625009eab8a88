import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { describeWithServer } from './databases.ts';

// Pages come from the built renderer (dist/web/ssr), as in production: build it when stale.
beforeAll(() => {
  buildIfStale({ quiet: true });
}, 600_000);

const WEB_DIR = path.resolve(import.meta.dirname, '../../dist/web');

describeWithServer(
  'Which requests get a page',
  (server) => {
    const get = (url: string, accept?: string) =>
      server().app.inject({ url, headers: accept === undefined ? {} : { accept } });

    it.each([
      ['a browser', 'text/html,application/xhtml+xml,*/*;q=0.8'],
      ['a link checker or crawler with a wildcard', '*/*'],
      ['a command-line client without Accept', undefined],
    ])('serves %s the rendered page', async (_who, accept) => {
      const response = await get('/tramites', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<h1');
    });

    it('answers a missing file, an API path and a JSON client with the short Spanish 404', async () => {
      for (const [url, accept] of [
        ['/imagenes/no-existe.png', '*/*'],
        ['/api/no-existe', 'text/html'],
        ['/tramites', 'application/json'],
      ] as const) {
        const response = await get(url, accept);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ mensaje: 'No se ha encontrado lo que buscas.' });
      }
    });
  },
  { env: { WEB_DIR }, databases: 'embedded' },
);
