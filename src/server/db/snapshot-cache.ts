import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A migrated in-memory database's snapshot kept on disk between processes: creating a PGlite cluster and migrating
 * it costs about twelve seconds of CPU, which every test worker and benchmark process paid again before. Kept
 * under node_modules/.cache (gone with a fresh install), named by the schema's key and PGlite's version, so a
 * changed migration or an upgraded PGlite makes a new one instead of loading a stale one.
 */
export interface StoredSnapshot {
  dump: Uint8Array<ArrayBuffer>;
  meta: unknown;
}

const require = createRequire(import.meta.url);
const CACHE_DIR = path.resolve(import.meta.dirname, '../../../node_modules/.cache/sede-pglite');

function pgliteVersion(): string {
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    try {
      return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
        .version;
    } catch (error) {
      const parent = path.dirname(dir);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === dir) throw error;
      dir = parent;
    }
  }
}

/** Where the snapshot for `schemaKey` is kept. */
export const storedSnapshotFile = (schemaKey: string) =>
  path.join(
    CACHE_DIR,
    `${createHash('sha256').update(`${pgliteVersion()}\n${schemaKey}`).digest('hex').slice(0, 24)}.snapshot`,
  );

/** The snapshot stored for this schema, or undefined when there is none yet (or it cannot be read). */
export function readStoredSnapshot(schemaKey: string): StoredSnapshot | undefined {
  try {
    // One file: the metadata's length, the metadata (JSON), the dump.
    const bytes = readFileSync(storedSnapshotFile(schemaKey));
    const metaEnd = 4 + bytes.readUInt32BE(0);
    return { meta: JSON.parse(bytes.subarray(4, metaEnd).toString('utf8')), dump: bytes.subarray(metaEnd) };
  } catch {
    return undefined;
  }
}

/**
 * Stores a snapshot for the next processes. The file is written aside and renamed into place, so processes
 * storing the same schema at once never leave a half-written one. A cache that cannot be written is only slower.
 */
export function storeSnapshot(schemaKey: string, snapshot: StoredSnapshot) {
  const file = storedSnapshotFile(schemaKey);
  const aside = `${file}.${process.pid}.tmp`;
  const meta = Buffer.from(JSON.stringify(snapshot.meta), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(meta.length);
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(aside, Buffer.concat([length, meta, snapshot.dump]));
    renameSync(aside, file);
  } catch {
    // Read-only or full disk: every process creates its own, as without the cache.
  }
}
