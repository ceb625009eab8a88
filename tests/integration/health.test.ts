import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { scratchConfig } from '#server/config.ts';
import type { Db } from '#server/db/db.ts';
import { openDatabase } from '#server/db/open.ts';
import { buildTestApp, describeWithServer } from './databases.ts';

describeWithServer('GET /api/salud', (server) => {
  it('reports the database', async () => {
    const { app } = server();
    const response = await app.inject('/api/salud');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ estado: 'ok', baseDatos: { estado: 'ok' } });
  });

  it('is ready when the database answers', async () => {
    const response = await server().app.inject('/api/salud/lista');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ estado: 'lista', baseDatos: { estado: 'ok' } });
  });

  it('sends a strict CSP without eval or inline scripts', async () => {
    const csp = (await server().app.inject('/api/salud')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Privacy: pictures only from our origin (and data:/blob: previews), never from another host.
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
  });

  it('answers unknown API paths with a Spanish 404', async () => {
    const response = await server().app.inject('/api/no-existe');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ mensaje: 'No se ha encontrado lo que buscas.' });
  });
});

it('stays alive but not ready while the database is away, and ready again when it is back', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sede-health-'));
  const config = scratchConfig(dataDir);
  const real = await openDatabase(config);
  let down = false;
  const guard = <T>(run: () => Promise<T>) =>
    down ? Promise.reject(new Error('conexión rechazada')) : run();
  // The same database, with a switch that makes every statement fail like a refused connection.
  const db: Db = {
    kind: real.kind,
    query: (sql, params) => guard(() => real.query(sql, params)),
    exec: (sql) => guard(() => real.exec(sql)),
    transaction: (fn) => guard(() => real.transaction(fn)),
    close: () => real.close(),
  };
  const app = await buildTestApp(config, { db });
  try {
    down = true;
    const live = await app.inject('/api/salud');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ estado: 'ok', baseDatos: { estado: 'error' } });
    const ready = await app.inject('/api/salud/lista');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({ estado: 'no_lista', mensaje: 'La base de datos no responde.' });
    down = false;
    expect((await app.inject('/api/salud/lista')).statusCode).toBe(200);
  } finally {
    await app.close();
    await real.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
