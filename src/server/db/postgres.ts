import pg from 'pg';
import { type Db, OID, type Queryable } from './db.ts';

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === OID.int8 || oid === OID.numeric) return (value: string) => Number(value);
    if (oid === OID.date) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** A pool on a PostgreSQL server. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10, types: typeParsers });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL: conexión inactiva perdida', error));
  // pg emits 'error' on a client whose connection dies while it is checked out, also between two queries
  // and after a failed query has already reported it; an 'error' event nobody listens to kills the process.
  // The query that was running fails on its own, so this listener only keeps the process alive.
  pool.on('connect', (client) => client.on('error', () => {}));
  await pool.query('select 1');
  const wrap = (q: Pick<pg.Pool | pg.PoolClient, 'query'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // Remember whether the connection died during the transaction, so release destroys it.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken ??= rollbackError;
        });
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is destroyed, never handed to the next caller.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
