import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
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

let migratedCopy: Promise<Blob> | undefined;

/**
 * An in-memory PGlite with the schema in place. Tests and benchmarks open dozens, and creating a cluster takes
 * seconds: the first one of the process is created, brought up to date and dumped, and each one after it
 * loads that dump, in a fraction of the time.
 */
export async function openMemoryPglite(bringUpToDate: (db: Db) => Promise<unknown>): Promise<Db> {
  migratedCopy ??= (async () => {
    const pg = await PGlite.create('memory://', { parsers });
    try {
      await bringUpToDate(wrapPglite(pg));
      return await pg.dumpDataDir('none');
    } finally {
      await pg.close();
    }
  })().catch((error: unknown) => {
    migratedCopy = undefined;
    throw error;
  });
  return wrapPglite(await PGlite.create('memory://', { parsers, loadDataDir: await migratedCopy }));
}

function wrapPglite(pg: PGlite): Db {
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
