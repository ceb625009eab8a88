import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './newest-mtime.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const INPUTS = [
  'src/web',
  'src/engine',
  'src/shared',
  'procedures',
  'schemas',
  'content',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
];
const OUTPUT = path.join(ROOT, 'dist/web/index.html');

/** Builds the SPA when dist/web is missing or older than any of its sources. */
export function buildIfStale({ quiet = false } = {}) {
  const built = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
  const sources = Math.max(...INPUTS.map((p) => newestMtime(path.join(ROOT, p))));
  if (built >= sources) return false;
  if (!quiet) console.info('Compilando la web…');
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      // Callers may run under NODE_ENV=test (the e2e setup inside Vitest): Vite would then bundle React's
      // development build, three times slower. What gets served is always the production build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('La compilación de la web ha fallado');
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
