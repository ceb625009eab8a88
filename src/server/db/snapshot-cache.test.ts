import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { readStoredSnapshot, storedSnapshotFile, storeSnapshot } from './snapshot-cache.ts';

const key = `prueba-${randomUUID()}`;
afterEach(() => rmSync(storedSnapshotFile(key), { force: true }));

it('gives back what was stored for a schema, and nothing for another', () => {
  expect(readStoredSnapshot(key)).toBeUndefined();
  const dump = new Uint8Array([0, 1, 2, 250, 255]);
  const meta = { tables: ['noticias'], rows: [{ table: 'noticias', json: '[{"título":"ñ"}]' }] };
  storeSnapshot(key, { dump, meta });
  const stored = readStoredSnapshot(key);
  expect(stored?.meta).toEqual(meta);
  expect([...(stored?.dump ?? [])]).toEqual([...dump]);
  expect(readStoredSnapshot(`${key}-otra`)).toBeUndefined();
});

it('treats a damaged file as no snapshot, so the process creates its own', () => {
  writeFileSync(storedSnapshotFile(key), Buffer.from([0, 0, 0, 9, 123]));
  expect(readStoredSnapshot(key)).toBeUndefined();
});
