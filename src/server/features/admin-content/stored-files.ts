import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir } from '#server/plugins/web-app.ts';
import { type ImageVariant, variantFileNames } from '#server/storage/image-variants.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#server/storage/private-modes.ts';

/** The uploads sub-folders staff publish into, each served at /uploads/<folder>/. */
export type UploadFolder = 'noticias' | 'actas' | 'plenos';

/**
 * Writes a file under DATA_DIR/uploads/<folder>/ with an unguessable name, and beside it the same picture in
 * other formats (`<name>.avif`, `<name>.webp`); returns the original's public URL.
 */
export async function saveUpload(
  dataDir: string,
  folder: UploadFolder,
  content: Buffer,
  ext: string,
  variants: ImageVariant[] = [],
): Promise<string> {
  const dir = path.join(uploadsDir(dataDir), folder);
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const stem = `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;
  // 'wx': never overwrite, even in the unthinkable case of a name collision.
  const write = (name: string, bytes: Buffer) =>
    writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  await write(`${stem}.${ext}`, content);
  for (const variant of variants) await write(`${stem}.${variant.ext}`, variant.content);
  return `/uploads/${folder}/${stem}.${ext}`;
}

/**
 * Removes a file saved by `saveUpload` and its variants, given its public URL; other URLs (demo files,
 * external) are left alone.
 */
export async function removeUpload(dataDir: string, url: string | null | undefined): Promise<void> {
  const match = url ? /^\/uploads\/(noticias|actas|plenos)\/([\w-]+\.[a-z0-9]+)$/.exec(url) : null;
  if (!match?.[1] || !match[2]) return;
  for (const name of [match[2], ...variantFileNames(match[2])]) {
    await rm(path.join(uploadsDir(dataDir), match[1], name), { force: true });
  }
}
