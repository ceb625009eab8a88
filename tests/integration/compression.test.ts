import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { describeWithServer } from './databases.ts';

// A tiny built SPA: one hashed script with the Brotli copy the build writes beside it.
const webDir = mkdtempSync(path.join(tmpdir(), 'sede-web-'));
const script = `console.info(${JSON.stringify('Villaverde del Arroyo '.repeat(200))});\n`;
const precompressed = brotliCompressSync(script);
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Sede</title><div id="root"></div>');
writeFileSync(path.join(webDir, 'assets/app-1a2b3c.js'), script);
writeFileSync(path.join(webDir, 'assets/app-1a2b3c.js.br'), precompressed);
writeFileSync(path.join(webDir, 'escudo.png'), Buffer.alloc(4096, 7));
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describeWithServer(
  'Delivery of the built web: compression',
  (server) => {
    it('compresses text answers with brotli or gzip when the client accepts them, and only then', async () => {
      const { app } = server();
      const plain = await app.inject('/sitemap.xml');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      const gzip = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    });

    it('sends the build’s Brotli copy of an asset as is, cached for a year', async () => {
      const { app } = server();
      const br = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.equals(precompressed)).toBe(true);
    });

    it('falls back to gzip on the fly, or the plain file, for clients without Brotli', async () => {
      const { app } = server();
      const gzip = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(script);
      const plain = await app.inject('/assets/app-1a2b3c.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    });

    it('leaves already compressed formats alone', async () => {
      const { app } = server();
      const image = await app.inject({ url: '/escudo.png', headers: { 'accept-encoding': 'br, gzip' } });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-encoding']).toBeUndefined();
    });
  },
  { env: { WEB_DIR: webDir, NODE_ENV: 'production' }, databases: 'embedded' },
);
