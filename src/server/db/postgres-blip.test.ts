import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { openPostgres } from './postgres.ts';

const SERVER = process.env.TEST_DATABASE_URL;

// Connections cut by the server (restart, failover, pg_terminate_backend) must fail requests, not the process.
describe.skipIf(!SERVER)('PostgreSQL connections cut mid-transaction', () => {
  const name = `sede_blip_${randomBytes(5).toString('hex')}`;
  let db: Db;
  const admin = async (sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: SERVER });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
  const cutAll = () =>
    admin(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(SERVER as string);
    url.pathname = `/${name}`;
    db = await openPostgres(url.toString());
  });
  afterAll(async () => {
    await db?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('rejects the transaction whose connection dies between statements and keeps serving', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const transaction = db.transaction(async (tx) => {
        await tx.query('select 1');
        // Idle inside the transaction while the server ends the connection: pg emits 'error' on the client.
        await cutAll();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.query('select 2');
      });
      await expect(transaction).rejects.toThrow();
      await cutAll(); // idle pooled connections too
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [row] = await db.query<{ ok: number }>('select 1 as ok');
      expect(row?.ok).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
