import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
// Any fixed number: replicas starting together take turns applying migrations.
const MIGRATION_LOCK = 727_001;

const migrationFiles = async () => (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();

/** What `migrate` would build: a digest of every migration's name and text, which changes with any of them. */
export async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await migrationFiles()) {
    hash.update(`${file}\n${await readFile(new URL(file, MIGRATIONS_DIR), 'utf8')}\n`);
  }
  return hash.digest('hex');
}

/** Applies every `migrations/NNNN_name.sql` not applied yet, in name order, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  const files = await migrationFiles();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
