import pg from 'pg';
import { expect, it } from 'vitest';
import { randomIp } from './auth-fixtures.ts';
import { describeWithServer } from './databases.ts';

// Issue 12, finding 7: a database that refuses connections (SQLSTATE 55000, 57P0x, 08xxx, 53xxx) gave 500.
async function onServer(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

describeWithServer('Base de datos que rechaza conexiones: 503 con Retry-After', (server) => {
  it('answers 503 with Retry-After and a Spanish message while ALLOW_CONNECTIONS is false', async (ctx) => {
    const { app, config } = server();
    // Only a PostgreSQL server can refuse connections; PGlite lives in the process.
    if (app.db.kind !== 'postgres' || !config.databaseUrl) ctx.skip();
    const name = new URL(String(config.databaseUrl)).pathname.slice(1);
    await onServer(`alter database ${name} allow_connections false`);
    try {
      await onServer(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'nadie@example.org', password: 'Una-Clave-Cualquiera-1' },
          remoteAddress: randomIp(),
        });
        codes.push(response.statusCode);
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toMatch(/^\d+$/);
        expect((response.json() as { mensaje: string }).mensaje).toMatch(/no está disponible/);
      }
    } finally {
      await onServer(`alter database ${name} allow_connections true`);
    }
    const after = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nadie@example.org', password: 'Una-Clave-Cualquiera-1' },
      remoteAddress: randomIp(),
    });
    expect(after.statusCode).toBe(401);
  });
});
