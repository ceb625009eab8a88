import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentPassages } from './content-source.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('contentPassages', () => {
  it("reads a mapped file and reports one the page map lacks, even one named like an object's property", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    writeFileSync(path.join(dir, 'fiestas.json'), '{}');
    writeFileSync(path.join(dir, 'constructor.json'), '{"texto": "Una página nueva."}');
    writeFileSync(path.join(dir, 'saludo-alcalde.json'), '{"texto": "Bienvenidos al pueblo."}');
    const { passages, unmapped } = contentPassages(dir, (text) => text);
    expect(unmapped).toEqual(['constructor', 'fiestas']);
    expect(passages.map((p) => p.url)).toEqual(['/ayuntamiento/saludo-alcalde']);
  });
});
