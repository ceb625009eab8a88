import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_THUMBNAIL_BYTES } from '#server/features/admin-content/video-thumbnail.ts';
import { youtubeVideoId } from '#server/features/admin-content/youtube.ts';
import { bearer, signIn } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';

/**
 * A local stand-in for the video host's thumbnail server: the video id chooses the answer. `offline`
 * points at a port nobody listens on, as on a machine without internet.
 */
let hostOrigin = '';
const requested: string[] = [];
let host: Server;

beforeAll(async () => {
  const png = await sharp({ create: { width: 48, height: 27, channels: 3, background: '#286ab7' } })
    .png()
    .withExif({ IFD0: { Artist: 'Autora Ficticia' } })
    .toBuffer();
  host = createServer((request, response) => {
    const id = request.url?.split('/')[2] ?? '';
    requested.push(id);
    if (id === 'imagenValid') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(png);
    else if (id === 'noEsImagen1') response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>');
    else if (id === 'muyGrande01') response.writeHead(200).end(Buffer.alloc(MAX_THUMBNAIL_BYTES + 1, 0xff));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

const youtube = (id: string) => `https://www.youtube.com/watch?v=${id}`;

describeWithServer(
  'Miniaturas de los vídeos de pleno',
  (server) => {
    let token = '';
    beforeAll(async () => {
      token = await signIn(server().app);
    });
    const post = (titulo: string, url: string) =>
      server().app.inject({
        method: 'POST',
        url: '/api/actas-video',
        payload: { titulo, fecha: '2026-03-26', url },
        headers: bearer(token),
      });
    const onDisk = (url: string) => path.join(server().config.dataDir, url);

    it('fetches the thumbnail once, re-encoded without metadata, and serves it from our origin', async () => {
      const response = await post('Pleno ordinario de marzo', youtube('imagenValid'));
      expect(response.statusCode).toBe(201);
      const { miniatura } = response.json() as { miniatura: string };
      expect(miniatura).toMatch(/^\/uploads\/plenos\/[\w-]+\.png$/);
      const served = await server().app.inject({ method: 'GET', url: miniatura });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect((await sharp(readFileSync(onDisk(miniatura))).metadata()).exif).toBeUndefined();
      // The public list carries the local address only.
      const list = (await server().app.inject({ method: 'GET', url: '/api/actas-video' })).json();
      expect(JSON.stringify(list)).not.toContain(hostOrigin);
    });

    it('uses the local placeholder (no thumbnail) when the answer is not an image, too large, missing or the host is unreachable', async () => {
      for (const id of ['noEsImagen1', 'muyGrande01', 'noExiste000', 'sinRed00000']) {
        const response = await post(`Pleno ${id}`, youtube(id));
        expect(response.statusCode, id).toBe(201);
        expect(response.json(), id).toMatchObject({ miniatura: null });
      }
      // Links to hosts without known thumbnails are not fetched at all.
      const before = requested.length;
      const other = await post(
        'Pleno en otra plataforma',
        'https://videos.villaverde-del-arroyo.example/p.mp4',
      );
      expect(other.json()).toMatchObject({ miniatura: null });
      expect(requested).toHaveLength(before);
    });

    it('keeps the thumbnail while the link stays, replaces it when the link changes, and removes it with the video', async () => {
      const { app } = server();
      const created = (await post('Pleno sin miniatura', youtube('noExiste000'))).json() as { id: number };
      const put = (url: string, titulo = 'Pleno editado') =>
        app.inject({
          method: 'PUT',
          url: `/api/actas-video/${created.id}`,
          payload: { titulo, fecha: '2026-03-26', url },
          headers: bearer(token),
        });
      const withThumbnail = (await put(youtube('imagenValid'))).json() as { miniatura: string };
      expect(withThumbnail.miniatura).toMatch(/^\/uploads\/plenos\//);
      const count = requested.length;
      const retitled = (await put(youtube('imagenValid'), 'Pleno con otro título')).json();
      expect(retitled).toMatchObject({ miniatura: withThumbnail.miniatura });
      expect(requested).toHaveLength(count);
      const moved = (await put(youtube('noExiste000'))).json();
      expect(moved).toMatchObject({ miniatura: null });
      expect(existsSync(onDisk(withThumbnail.miniatura))).toBe(false);

      const again = (await put(youtube('imagenValid'))).json() as { miniatura: string };
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/actas-video/${created.id}`,
        headers: bearer(token),
      });
      expect(deleted.statusCode).toBe(204);
      expect(existsSync(onDisk(again.miniatura))).toBe(false);
    });
  },
  {
    app: {
      // Thumbnails come from the local host above; 'sinRed…' from a port where nothing listens.
      videoThumbnailSource: (url) => {
        const id = youtubeVideoId(url);
        if (!id) return null;
        return id.startsWith('sinRed') ? 'http://127.0.0.1:9/vi/x' : `${hostOrigin}/vi/${id}/hqdefault.jpg`;
      },
    },
  },
);
