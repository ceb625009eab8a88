import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '#tests/fixtures/scratch-dirs.ts';
import { createFileStore, INCOMING_DIR, sha256 } from './file-store.ts';

const scratch = scratchDirs('store-');
function store() {
  const root = scratch();
  return { root, files: createFileStore(root) };
}

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
    expect(readdirSync(path.join(root, INCOMING_DIR))).toEqual([]);
  });

  it('sweeps the half-written files of a killed writer, never one still being written', async () => {
    const { root, files } = store();
    const incoming = path.join(root, INCOMING_DIR);
    mkdirSync(incoming, { recursive: true });
    const abandoned = path.join(incoming, `${'a'.repeat(64)}.0123456789ab.tmp`);
    const inProgress = path.join(incoming, `${'b'.repeat(64)}.0123456789ab.tmp`);
    writeFileSync(abandoned, 'medio archivo');
    writeFileSync(inProgress, 'escribiéndose');
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(abandoned, minuteAgo, minuteAgo);
    expect(await files.removeStaleTemporaries(10_000)).toBe(1);
    expect(readdirSync(incoming)).toEqual([path.basename(inProgress)]);
  });

  it('sweeps nothing in a store that never wrote', async () => {
    const { files } = store();
    expect(await files.removeStaleTemporaries(0)).toBe(0);
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
