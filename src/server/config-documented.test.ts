import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMIT_VARIABLES, loadConfig } from './config.ts';

const source = readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

// Every variable config.ts reads: through its helpers (str, url, email, bool) or the limits table.
const readVariables = [
  ...new Set([
    ...[...source.matchAll(/\b(?:str|url|email|bool)\('([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1] as string),
    ...Object.values(LIMIT_VARIABLES).map((v) => v.env),
  ]),
];

describe('.env.example', () => {
  it('documents every variable config.ts reads', () => {
    expect(readVariables.length).toBeGreaterThan(10);
    const documented = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect(readVariables.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('gives each limit the default it documents, and refuses a limit that is not a positive integer', () => {
    for (const [key, { env, fallback }] of Object.entries(LIMIT_VARIABLES)) {
      expect(example).toContain(`${env}=${fallback}\n`);
      // README's deployment section states each limit with its variable.
      expect(readme).toMatch(new RegExp(`\\| \`${env}\`\\s+\\|`));
      expect(loadConfig({})).toMatchObject({ limits: { [key]: fallback } });
      expect(loadConfig({ [env]: '7' }).limits[key as keyof typeof LIMIT_VARIABLES]).toBe(7);
      expect(() => loadConfig({ [env]: '0' })).toThrow(env);
      expect(() => loadConfig({ [env]: 'muchos' })).toThrow(env);
    }
  });
});
