import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { openMemoryPglite } from './memory-pglite.ts';
import { migrate, migrationsFingerprint } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  const { databaseUrl } = config;
  const db =
    databaseUrl === undefined
      ? await openPglite(path.join(config.dataDir, 'db'))
      : databaseUrl === 'pglite://memory'
        ? await openMemoryPglite(migrate, migrationsFingerprint)
        : await openPostgres(databaseUrl);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
