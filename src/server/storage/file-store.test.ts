import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileStore, sha256 } from './file-store.ts';

const roots: string[] = [];
function store() {
  const root = mkdtempSync(path.join(tmpdir(), 'store-'));
  roots.push(root);
  return { root, files: createFileStore(root) };
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('createFileStore', () => {
  it('names files by their SHA-256 and reads them back', async () => {
    const { files } = store();
    const content = Buffer.from('justificante de presentación');
    const hash = await files.put(content);
    expect(hash).toBe(sha256(content));
    expect(await files.exists(hash)).toBe(true);
    expect(await text(files.open(hash))).toBe('justificante de presentación');
  });

  it('keeps equal content once and leaves no temporary files', async () => {
    const { root, files } = store();
    const [a, b] = await Promise.all([files.put(Buffer.from('x')), files.put(Buffer.from('x'))]);
    expect(a).toBe(b);
    const dir = path.join(root, a.slice(0, 2), a.slice(2, 4));
    expect(readdirSync(dir)).toEqual([a]);
  });

  it('refuses anything that is not a SHA-256, so no path can escape the root', async () => {
    const { files } = store();
    expect(() => files.open('../../etc/passwd')).toThrow(/no válida/);
    await expect(files.exists('abc')).rejects.toThrow(/no válida/);
  });

  it('removes a file', async () => {
    const { files } = store();
    const hash = await files.put(Buffer.from('borrar'));
    await files.remove(hash);
    expect(await files.exists(hash)).toBe(false);
  });
});
