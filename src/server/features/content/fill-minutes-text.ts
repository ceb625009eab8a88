import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '#server/db/db.ts';
import { uploadsDir } from '#server/plugins/web-app.ts';
import { listMinutesWithoutText, saveMinutesText } from './minutes-repository.ts';
import { extractMinutesText } from './minutes-text.ts';

/**
 * Reads the text of the minutes whose text is not stored yet (uploaded before the column existed) from their files
 * under `roots` (the run-time uploads, then the files shipped with the build) and stores it; a file that is gone
 * stores '' so it is not read again. Returns how many were read.
 */
export async function fillMinutesText(db: Queryable, roots: string[]): Promise<number> {
  const missing = await listMinutesWithoutText(db);
  for (const minutes of missing) {
    const file = await readUploaded(minutes.url, roots);
    await saveMinutesText(db, minutes.id, file ? await extractMinutesText(file) : '');
  }
  return missing.length;
}

/** The bytes of an uploaded file by its public URL ('/uploads/actas/…'), or null when no root has it. */
async function readUploaded(url: string, roots: string[]): Promise<Uint8Array | null> {
  const relative = path.posix.normalize(url.replace(/^\/uploads\//, ''));
  if (!url.startsWith('/uploads/') || relative.startsWith('..')) return null;
  for (const root of roots) {
    try {
      return await readFile(path.join(root, relative));
    } catch {}
  }
  return null;
}

/** Start-up task: the minutes uploaded before their text was stored get it, once. */
export async function fillMinutesTextTask(app: FastifyInstance): Promise<void> {
  const { dataDir, webDir } = app.config;
  const read = await fillMinutesText(app.db, [uploadsDir(dataDir), path.join(webDir, 'uploads')]);
  if (read > 0) app.log.info(`Leído el texto de ${read} actas de pleno`);
}
