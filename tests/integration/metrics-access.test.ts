import { expect, it } from 'vitest';
import { describeWithServer } from './databases.ts';

const TOKEN = 'token-de-metricas-de-integracion';

// A proxy on this machine connects from loopback and names the visitor in whichever header it uses.
const FORWARDING: Array<Record<string, string>> = [
  { 'x-forwarded-for': '203.0.113.5' },
  { 'x-real-ip': '203.0.113.5' },
  { forwarded: 'for=203.0.113.5' },
  { 'x-forwarded-host': 'sede.example' },
  { 'x-forwarded-proto': 'https' },
  { via: '1.1 caddy' },
  { 'true-client-ip': '203.0.113.5' },
  { 'x-client-ip': '203.0.113.5' },
];

describeWithServer(
  'GET /api/metricas solo desde la máquina sin proxy o con METRICS_TOKEN (hallazgo 11)',
  (server) => {
    const scrape = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      server().app.inject({ url: '/api/metricas', headers, remoteAddress });

    it('serves a local agent that comes with no forwarding header', async () => {
      expect((await scrape({})).statusCode).toBe(200);
      expect((await scrape({}, '::1')).statusCode).toBe(200);
    });

    it.each(FORWARDING)('refuses loopback forwarding the public with %o', async (headers) => {
      const response = await scrape(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ mensaje: 'Las métricas no son públicas.' });
    });

    it('opens to the token through any proxy', async () => {
      const response = await scrape({ 'x-real-ip': '203.0.113.5', authorization: `Bearer ${TOKEN}` });
      expect(response.statusCode).toBe(200);
    });
  },
  { env: { METRICS_TOKEN: TOKEN }, databases: 'embedded' },
);
