import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { whileHoldingLock } from './file-lock.mjs';
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

// Held by the process building: test files in parallel workers ask for the web at once, and each build empties
// dist/web, so a second one would cost a build's CPU again (about 45 s) and pull the files from under the first
// one's readers.
const LOCK = path.join(ROOT, 'dist/.web-build.lock');

function isFresh() {
  const built = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  const sources = Math.max(...INPUTS.map((p) => newestMtime(path.join(ROOT, p))));
  return built >= sources;
}

/**
 * Builds the web (client and server renderer) when dist/web is missing or older than any of its sources. Callers
 * that find it stale while another process builds it wait for that build instead of starting their own.
 */
export function buildIfStale({ quiet = false } = {}) {
  if (isFresh()) return false;
  return whileHoldingLock(LOCK, () => {
    if (isFresh()) return false;
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
  });
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
