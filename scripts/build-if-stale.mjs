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
  'scripts/vite-server-bundle.ts',
  'package.json',
];
// The client's page and the server-side renderer (scripts/vite-server-bundle.ts): both come from one build.
const OUTPUTS = ['dist/web/index.html', 'dist/web/ssr/entry-server.js'].map((p) => path.join(ROOT, p));

/** Builds the web (client and server renderer) when dist/web is missing or older than any of its sources. */
export function buildIfStale({ quiet = false } = {}) {
  const built = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
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
