import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-modes.ts';

/** Content-addressed file storage: a file is named by the SHA-256 of its bytes, so equal files are kept once. */
export interface FileStore {
  /** Stores `content` and returns its SHA-256 (hex). Storing the same bytes twice is a no-op. */
  put(content: Buffer): Promise<string>;
  open(sha256: string): ReadStream;
  exists(sha256: string): Promise<boolean>;
  remove(sha256: string): Promise<void>;
}

const SHA256 = /^[0-9a-f]{64}$/;

export function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Files under `root/ab/cd/<sha256>`; writes go through a temporary name and a rename, so readers never see half a file. */
export function createFileStore(root: string): FileStore {
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
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, content, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      await rename(temporary, target);
      return hash;
    },
    open: (hash) => createReadStream(locate(hash)),
    exists: async (hash) => fileExists(locate(hash)),
    remove: async (hash) => rm(locate(hash), { force: true }),
  };
}

async function fileExists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
