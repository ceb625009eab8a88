import type { FastifyInstance } from 'fastify';
import type { Queryable } from '#server/db/db.ts';
import { isReferenced } from './submission-store.ts';

/**
 * Notes, before a submission writes them, the files it adds to the store (see 1010_archivos_pendientes.sql).
 * Returns the rows' ids, which the submission's transaction deletes with `clearIntents`.
 */
export async function noteIntents(q: Queryable, hashes: readonly string[]): Promise<number[]> {
  if (hashes.length === 0) return [];
  const rows = await q.query<{ id: number }>(
    'insert into archivos_pendientes (sha256) select unnest($1::text[]) returning id',
    [hashes],
  );
  return rows.map((row) => row.id);
}

export async function clearIntents(q: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await q.query('delete from archivos_pendientes where id = any($1::bigint[])', [ids]);
}

/**
 * Removes the files of intents older than `graceMs` that no committed entry uses, then their rows. An intent of
 * the same bytes younger than that (a submission in progress) keeps the file for a later round. Each round
 * retries what the last could not do, so a clean-up that failed in a database blip completes once it is over.
 */
export async function removeAbandonedFiles(app: FastifyInstance, graceMs: number): Promise<number> {
  const rows = await app.db.query<{ id: number; sha256: string }>(
    `select p.id, p.sha256 from archivos_pendientes p
     where p.creado < now() - ($1::int * interval '1 millisecond')
       and not exists (select 1 from archivos_pendientes y where y.sha256 = p.sha256
                       and y.creado >= now() - ($1::int * interval '1 millisecond'))
     order by p.id limit 200`,
    [graceMs],
  );
  let removed = 0;
  for (const row of rows) {
    // The row stays locked while its file is judged and removed: a late submission that still owns it waits in
    // its own clearIntents, commits after, and then writes back any file it finds missing.
    await app.db.transaction(async (tx) => {
      const locked = await tx.query(
        'select id from archivos_pendientes where id = $1 for update skip locked',
        [row.id],
      );
      if (locked.length === 0) return;
      if (!(await isReferenced(tx, row.sha256))) {
        await app.files.remove(row.sha256);
        removed += 1;
      }
      await clearIntents(tx, [row.id]);
    });
  }
  return removed;
}
