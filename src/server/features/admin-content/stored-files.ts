import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir } from '#server/plugins/web-app.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#server/storage/private-modes.ts';

/** The uploads sub-folders staff publish into, each served at /uploads/<folder>/. */
export type UploadFolder = 'noticias' | 'actas' | 'plenos';

/** Writes a file under DATA_DIR/uploads/<folder>/ with an unguessable name; returns its public URL. */
export async function saveUpload(
  dataDir: string,
  folder: UploadFolder,
  content: Buffer,
  ext: string,
): Promise<string> {
  const dir = path.join(uploadsDir(dataDir), folder);
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const name = `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${ext}`;
  // 'wx': never overwrite, even in the unthinkable case of a name collision.
  await writeFile(path.join(dir, name), content, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  return `/uploads/${folder}/${name}`;
}

/** Removes a file saved by `saveUpload`, given its public URL; other URLs (demo files, external) are left alone. */
export async function removeUpload(dataDir: string, url: string | null | undefined): Promise<void> {
  const match = url ? /^\/uploads\/(noticias|actas|plenos)\/([\w-]+\.[a-z0-9]+)$/.exec(url) : null;
  if (!match?.[1] || !match[2]) return;
  await rm(path.join(uploadsDir(dataDir), match[1], match[2]), { force: true });
}
