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
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
