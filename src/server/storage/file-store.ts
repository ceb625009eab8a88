import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-modes.ts';

/** Content-addressed file storage: a file is named by the SHA-256 of its bytes, so equal files are kept once. */
export interface FileStore {
  /** Stores `content` and returns its SHA-256 (hex). Storing the same bytes twice is a no-op. */
  put(content: Buffer): Promise<string>;
  open(sha256: string): ReadStream;
  exists(sha256: string): Promise<boolean>;
  remove(sha256: string): Promise<void>;
  /**
   * Removes half-written files whose writer stopped (a process killed between write and rename) once they have
   * not been written to for `olderThanMs`; returns how many. Cheap: only files being written live there.
   */
  removeStaleTemporaries(olderThanMs: number): Promise<number>;
}

const SHA256 = /^[0-9a-f]{64}$/;

export function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Where files are written before their rename: inside `root`, so the rename stays on one file system. */
export const INCOMING_DIR = '.entrantes';

/**
 * Files under `root/ab/cd/<sha256>`; writes go to `root/.entrantes` first and are renamed into place, so readers
 * never see half a file and a writer killed half-way leaves its bytes where `removeStaleTemporaries` finds them.
 */
export function createFileStore(root: string): FileStore {
  const incoming = path.join(root, INCOMING_DIR);
  const locate = (hash: string) => {
    // The hash becomes a path: anything but 64 hex characters could escape `root`.
    if (!SHA256.test(hash)) throw new Error(`Huella SHA-256 no válida: ${hash}`);
    return path.join(root, hash.slice(0, 2), hash.slice(2, 4), hash);
  };
  return {
    async put(content) {
      const hash = sha256(content);
      const target = locate(hash);
      if (await fileExists(target)) return hash;
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      await mkdir(incoming, { recursive: true, mode: PRIVATE_DIR_MODE });
      const temporary = path.join(incoming, `${hash}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, content, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      await rename(temporary, target);
      return hash;
    },
    open: (hash) => createReadStream(locate(hash)),
    exists: async (hash) => fileExists(locate(hash)),
    remove: async (hash) => rm(locate(hash), { force: true }),
    async removeStaleTemporaries(olderThanMs) {
      const names = await readdir(incoming).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const file = path.join(incoming, name);
        // A writer in progress keeps touching its file; one untouched this long has no writer left.
        const modified = await stat(file).then(
          (info) => info.mtimeMs,
          () => undefined,
        );
        if (modified === undefined || Date.now() - modified < olderThanMs) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}

async function fileExists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
