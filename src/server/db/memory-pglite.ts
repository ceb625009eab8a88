import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './db.ts';
import { createPglite, wrapPglite } from './pglite.ts';
import { readStoredSnapshot, storeSnapshot } from './snapshot-cache.ts';

/** What a freshly migrated database holds: its tables' rows, its sequences, and the shape of its schema. */
interface Snapshot extends SnapshotMeta {
  dump: Blob;
}

interface SnapshotMeta {
  tables: string[];
  rows: Array<{ table: string; json: string }>;
  sequences: Array<{ name: string; value: number; called: boolean }>;
  shape: string;
}

// Every object outside the system schemas, by kind and name: a test that adds a table, a function or a trigger
// changes it, and its database is then closed rather than lent again.
const SHAPE = `
  select string_agg(kind || ':' || name, ',' order by kind, name) as shape from (
    select c.relkind::text as kind, n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
    union all select 'f', p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all select 't', tgname from pg_trigger where not tgisinternal
  ) objects`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function takeSnapshot(pg: PGlite): Promise<Snapshot> {
  const tables = (
    await pg.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public'")
  ).rows.map((row) => row.name);
  const rows: Snapshot['rows'] = [];
  for (const table of tables) {
    const [row] = (
      await pg.query<{ json: string | null }>(`select json_agg(t)::text as json from ${quoted(table)} t`)
    ).rows;
    if (row?.json) rows.push({ table, json: row.json });
  }
  const sequences = (
    await pg.query<{ name: string; value: number; called: boolean }>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
              coalesce(last_value, start_value)::int as value, last_value is not null as called
         from pg_sequences`,
    )
  ).rows;
  return { dump: await pg.dumpDataDir('none'), tables, rows, sequences, shape: await shapeOf(pg) };
}

const shapeOf = async (pg: PGlite) => (await pg.query<{ shape: string }>(SHAPE)).rows[0]?.shape ?? '';

/**
 * Puts a database back as the snapshot found it: session state dropped (listens, locks, settings), every table
 * emptied and refilled with the migrations' rows (triggers off, so no NOTIFY and no foreign key checks),
 * sequences where they were. False when the schema itself changed: such a database is not lent again.
 */
async function reset(pg: PGlite, snapshot: Snapshot): Promise<boolean> {
  await pg.exec('discard all');
  await pg.transaction(async (tx) => {
    // DELETE, not TRUNCATE: truncating gives every table and index new files, 60 ms a reset in PGlite against 3.
    // The rows it leaves dead are a test's few, freed with the database.
    await tx.exec(
      `set local session_replication_role = 'replica'; ${snapshot.tables.map((t) => `delete from ${quoted(t)};`).join(' ')}`,
    );
    for (const { table, json } of snapshot.rows) {
      await tx.query(
        `insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, $1)`,
        [json],
      );
    }
    for (const { name, value, called } of snapshot.sequences) {
      await tx.query('select setval($1::regclass, $2, $3)', [name, value, called]);
    }
  });
  return (await shapeOf(pg)) === snapshot.shape;
}

let snapshot: Promise<Snapshot> | undefined;
/** Databases given back by `close()`, already reset, for the next open of the process, each with its expiry. */
const idle = new Map<PGlite, NodeJS.Timeout>();
/** Enough for the apps a test holds open at once; more idle ones would only hold memory. */
const MAX_IDLE = 3;
/**
 * How long a database waits idle for its next open before it is closed. Long enough to outlast a test file's
 * PostgreSQL half, so the next file's PGlite half finds it (a dump load saved per file, most of a second of
 * CPU); short, because a PGlite loaded from a dump keeps its process alive until closed: a script
 * ends this long after its last close. Vitest's workers end without waiting for it.
 */
const IDLE_MS = 10_000;

/** The database closed last (its pages are the warmest). */
function takeIdle(): PGlite | undefined {
  const [pg, expiry] = [...idle].pop() ?? [];
  if (!pg) return undefined;
  clearTimeout(expiry);
  idle.delete(pg);
  return pg;
}

function keepIdle(pg: PGlite) {
  idle.set(
    pg,
    setTimeout(() => {
      idle.delete(pg);
      void pg.close();
    }, IDLE_MS),
  );
}

/**
 * An in-memory PGlite with the schema in place, for tests and benchmarks, which open hundreds. Creating a cluster
 * takes seconds, so the first one for a schema (named by `schemaKey`, asked only then) is created, brought up to
 * date and dumped, once for every process (snapshot-cache.ts), and each later one loads that dump (half a second).
 * Closing one gives it back, reset to that same state in a few milliseconds, to the next open: the caller sees a
 * new database either way, and one that was closed refuses any further query.
 */
export async function openMemoryPglite(
  bringUpToDate: (db: Db) => Promise<unknown>,
  schemaKey: () => Promise<string>,
): Promise<Db> {
  snapshot ??= firstSnapshot(bringUpToDate, schemaKey).catch((error: unknown) => {
    snapshot = undefined;
    throw error;
  });
  const state = await snapshot;
  const pg = takeIdle() ?? (await createPglite({ loadDataDir: state.dump }));
  return lend(pg, state);
}

/** The snapshot an earlier process stored for this schema, or a new one, created, dumped and stored. */
async function firstSnapshot(
  bringUpToDate: (db: Db) => Promise<unknown>,
  schemaKeyOf: () => Promise<string>,
): Promise<Snapshot> {
  const schemaKey = await schemaKeyOf();
  const stored = readStoredSnapshot(schemaKey);
  if (stored) return { ...(stored.meta as SnapshotMeta), dump: new Blob([stored.dump]) };
  const pg = await createPglite();
  try {
    await bringUpToDate(wrapPglite(pg));
    const { dump, ...meta } = await takeSnapshot(pg);
    storeSnapshot(schemaKey, { dump: new Uint8Array(await dump.arrayBuffer()), meta });
    return { ...meta, dump };
  } finally {
    await pg.close();
  }
}

function lend(pg: PGlite, state: Snapshot): Db {
  const db = wrapPglite(pg);
  const unlistens: Array<() => Promise<void>> = [];
  let closed = false;
  const open = <F extends (...args: never[]) => Promise<unknown>>(fn: F) =>
    ((...args) => {
      if (closed) return Promise.reject(new Error('La base de datos está cerrada'));
      return fn(...args);
    }) as F;
  return {
    kind: db.kind,
    query: open(db.query),
    exec: open(db.exec),
    transaction: open(db.transaction),
    listen: open(async (channel: string, onNotify: (payload: string) => void) => {
      const unlisten = await pg.listen(channel, onNotify);
      unlistens.push(unlisten);
      return unlisten;
    }),
    async close() {
      if (closed) return;
      closed = true;
      for (const unlisten of unlistens) await unlisten();
      const reusable = idle.size < MAX_IDLE && (await reset(pg, state).catch(() => false));
      if (reusable) keepIdle(pg);
      else await pg.close();
    },
  };
}
