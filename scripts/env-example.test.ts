import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

it('.env.example documents every variable the configuration reads', () => {
  const source = read('src/server/config.ts');
  const names = new Set([...source.matchAll(/\b(?:str|url|email)\('([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]));
  expect(names.size).toBeGreaterThan(10);
  const documented = new Set([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
  expect([...names].filter((name) => !documented.has(name))).toEqual([]);
});

it('.env.example as written is a valid configuration', () => {
  const env = Object.fromEntries(
    [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]),
  );
  expect(() => loadConfig(env)).not.toThrow();
});
