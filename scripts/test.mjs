// `npm test`: every check in one gate: procedure folders and their generated files, types, lint and format, then all Vitest projects.
// The Chromium e2e project runs when Debian's Chromium is present; under CI=true its absence is a failure.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_PATH, hasChromium } from './chromium.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

function step(title, command, args) {
  console.info(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ ${title} ha fallado`);
    process.exit(result.status ?? 1);
  }
}

const projects = ['node', 'integration', 'web'];
const withBrowser = hasChromium();
if (!withBrowser && process.env.CI === 'true') {
  console.error(`✗ CI=true y no hay Chromium en ${CHROMIUM_PATH}: la batería e2e es obligatoria.`);
  process.exit(1);
} else if (!withBrowser) {
  console.warn(
    `⚠ No hay Chromium en ${CHROMIUM_PATH}: se omite la batería e2e (instala el paquete "chromium").`,
  );
}

step('Trámites (check:procedures, que también genera los validadores)', bin('tsx'), [
  'scripts/check-procedures.ts',
]);
step('Tipos (tsc)', bin('tsc'), ['-p', 'tsconfig.json']);
step('Estilo y lint (biome)', bin('biome'), ['check', '.']);
// Built once here: the e2e server and the server-rendering suites both need it, and two builds at once in two
// processes would write the same folder.
console.info('\n▶ Web compilada (si falta o está desfasada)');
buildIfStale({ quiet: true });

/** Runs vitest on `names` in its own process; resolves with its exit code. */
function vitest(names, env = {}) {
  const child = spawn(bin('vitest'), ['run', ...names.flatMap((p) => ['--project', p])], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

// The e2e files run one at a time (one server, one browser) and take as long as all the rest together: Vitest
// would start them only once the other projects were done. In a process of their own they run beside the
// others, which then keep one worker per core so the browser and its server still get CPU time.
console.info(`\n▶ Pruebas (vitest: ${[...projects, ...(withBrowser ? ['e2e'] : [])].join(', ')})`);
const codes = await Promise.all([
  vitest(projects, withBrowser ? { VITEST_MAX_WORKERS: String(availableParallelism()) } : {}),
  ...(withBrowser ? [vitest(['e2e'])] : []),
]);
if (codes.some((code) => code !== 0)) {
  console.error('✗ Pruebas (vitest) ha fallado');
  process.exit(1);
}
