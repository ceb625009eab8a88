import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { buildDemoContent } from '#server/features/content/demo/demo-content.ts';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { bearer, signIn } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';

const WEB_DIR = path.resolve(import.meta.dirname, '../../dist/web');

// The shipped demo pictures get their variants when the web is built: build it when stale.
beforeAll(() => {
  buildIfStale({ quiet: true });
}, 600_000);

/** A photo-like JPEG: a sky gradient, a hill and a sun, smooth areas as in a real picture. */
function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200">
    <defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#5b8fc7"/><stop offset="1" stop-color="#e8f0f7"/></linearGradient></defs>
    <rect width="320" height="200" fill="url(#sky)"/><circle cx="250" cy="50" r="24" fill="#f4c542"/>
    <path d="M0 150 Q80 100 160 140 T320 130 V200 H0 Z" fill="#4a7d3a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const formWith = (image: Buffer) => {
  const data = new FormData();
  data.append('titulo', 'Poda de los plátanos del paseo');
  data.append('contenido', 'Los trabajos empiezan el lunes.');
  data.append('imagen', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'poda.jpg');
  return data;
};

describeWithServer(
  'Pictures in modern formats',
  (server) => {
    let token = '';
    beforeAll(async () => {
      token = await signIn(server().app);
    });
    const get = (url: string, accept?: string) =>
      server().app.inject({ url, headers: accept ? { accept } : {} });

    it('answers a picture’s address with AVIF or WebP when the browser takes them, the original otherwise', async () => {
      const { app, config } = server();
      const created = await app.inject({
        method: 'POST',
        url: '/api/noticias',
        payload: formWith(await photo()),
        headers: bearer(token),
      });
      expect(created.statusCode).toBe(201);
      const { id, imagenPath } = created.json() as { id: number; imagenPath: string };
      expect(imagenPath).toMatch(/^\/uploads\/noticias\/[\w-]+\.jpg$/);

      const original = await get(imagenPath);
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe('image/jpeg');
      expect(original.headers.vary).toMatch(/accept/i);

      const chromium = await get(imagenPath, 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8');
      expect(chromium.headers['content-type']).toBe('image/avif');
      expect((await sharp(chromium.rawPayload).metadata()).format).toBe('heif');
      expect(chromium.rawPayload.length).toBeLessThan(original.rawPayload.length);

      const webpOnly = await get(imagenPath, 'image/webp,*/*');
      expect(webpOnly.headers['content-type']).toBe('image/webp');
      expect((await sharp(webpOnly.rawPayload).metadata()).width).toBe(320);

      // A wildcard alone promises nothing: the original.
      expect((await get(imagenPath, '*/*')).headers['content-type']).toBe('image/jpeg');

      // Deleting the news item removes the original and every variant.
      const folder = path.join(config.dataDir, 'uploads', 'noticias');
      const stem = path.basename(imagenPath, '.jpg');
      expect(
        readdirSync(folder)
          .filter((name) => name.startsWith(stem))
          .sort(),
      ).toEqual([`${stem}.avif`, `${stem}.jpg`, `${stem}.webp`].sort());
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/noticias/${id}`,
        headers: bearer(token),
      });
      expect(deleted.statusCode).toBe(204);
      expect(readdirSync(folder).filter((name) => name.startsWith(stem))).toEqual([]);
    });

    it('does the same for the demo pictures the build ships', async () => {
      const demoPicture = buildDemoContent(new Date()).news.find((item) => item.imagenPath)?.imagenPath ?? '';
      expect(demoPicture).toMatch(/^\/uploads\/demo\//);
      expect(existsSync(path.join(WEB_DIR, demoPicture.replace(/\.\w+$/, '.avif')))).toBe(true);
      const modern = await get(demoPicture, 'image/avif,image/webp,*/*');
      expect(modern.statusCode).toBe(200);
      expect(modern.headers['content-type']).toBe('image/avif');
      expect((await get(demoPicture)).headers['content-type']).toBe('image/jpeg');
    });

    it('serves nothing outside the uploads folders and keeps other files as they are', async () => {
      for (const url of ['/uploads/..%2f..%2fpackage.json', '/uploads/%2e%2e/%2e%2e/package.json']) {
        const response = await get(url, 'image/avif');
        expect(response.statusCode, url).toBe(404);
        expect(response.json().mensaje).toBe('No se ha encontrado lo que buscas.');
      }
      const minutes = await get('/uploads/demo/actas/no-existe.pdf');
      expect(minutes.statusCode).toBe(404);
      expect(minutes.headers.vary ?? '').not.toMatch(/accept/i);
    });
  },
  { env: { WEB_DIR }, databases: 'embedded' },
);
