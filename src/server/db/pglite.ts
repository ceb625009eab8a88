import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite';
import { type Db, OID, type Queryable } from './db.ts';

const parsers = {
  [OID.int8]: (value: string) => Number(value),
  [OID.date]: (value: string) => value,
  [OID.numeric]: (value: string) => Number(value),
  [types.TIMESTAMPTZ]: (value: string) => new Date(value),
};

/** PGlite under `dir`, or in memory when `dir` is undefined. */
export async function openPglite(dir: string | undefined): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir ?? 'memory://', { parsers }));
}

/** A PGlite in memory with the project's type parsers (`options`: e.g. a dump to load). */
export const createPglite = (options: PGliteOptions = {}) =>
  PGlite.create('memory://', { parsers, ...options });

export function wrapPglite(pg: PGlite): Db {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    listen: (channel, onNotify) => pg.listen(channel, onNotify),
  };
}
