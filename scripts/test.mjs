// `npm test`: every check in one gate: procedure folders and their generated files, types, lint and format, and all Vitest projects.
// The Chromium e2e project runs when Debian's Chromium is present; under CI=true its absence is a failure.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { E2E_CHROMIUM_PATH, hasE2eChromium } from './chromium.mjs';
import { generatedAreStale, PROCEDURES_CHECKED } from './procedures/ensure-generated.mjs';

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

/**
 * Runs `command` beside others: its output is kept and printed whole, under its title, when it ends (`live`:
 * printed as it comes instead, for the one whose progress is worth watching; `env`: variables added to its
 * environment). Resolves to its exit status.
 */
function beside(title, command, args, { live = false, env = {} } = {}) {
  return new Promise((resolve) => {
    if (live) console.info(`\n▶ ${title}`);
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1', ...env },
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      if (!live) console.info(`\n▶ ${title}\n${output.trimEnd()}`);
      if (status !== 0) console.error(`✗ ${title} ha fallado`);
      resolve(status);
    });
  });
}

/** Waits for all of them, and stops the gate if any failed. */
async function all(runs) {
  const statuses = await Promise.all(runs);
  if (statuses.some((status) => status !== 0)) process.exit(1);
}

const e2e = hasE2eChromium();
if (!e2e && process.env.CI === 'true') {
  console.error(`✗ CI=true y no hay Chromium en ${E2E_CHROMIUM_PATH}: la batería e2e es obligatoria.`);
  process.exit(1);
} else if (!e2e) {
  console.warn(
    `⚠ No hay Chromium en ${E2E_CHROMIUM_PATH}: se omite la batería e2e (instala los paquetes "chromium" y "chromium-headless-shell").`,
  );
}

const procedures = [
  'Trámites (check:procedures, que también genera los validadores)',
  bin('tsx'),
  ['scripts/check-procedures.ts'],
];
// The check rewrites only the generated files whose content differs: when they are up to date it changes nothing
// the others read, and runs beside them; otherwise it goes first.
const generatedFresh = !generatedAreStale();
if (!generatedFresh) step(...procedures);
// Everything else at once: two cores stay busy from the first second, each step filling the others' waits. The tests
// need no step but the generated files: the e2e setup and the integration files that serve the built web wait for
// the build below (or make it, if they get there first: one build either way, scripts/build-if-stale.mjs). The
// procedures are checked here, so no build started from here checks them again.
const checked = { env: { [PROCEDURES_CHECKED]: '1' } };
await all([
  ...(generatedFresh ? [beside(...procedures)] : []),
  // `typecheck` runs TypeScript 7, the compiler rewritten in Go: the same check in a third of the CPU time (43 → 16 s
  // here). TypeScript 6 stays the package `typescript`, whose compiler API Storybook and scripts/register use. On one
  // thread (`--singleThreaded`) it takes half the CPU of its default parallel checkers (9.2 → 4.7 s) and no longer
  // (4.0 s against 4.8), on two cores that the other steps keep busy anyway.
  beside('Tipos (npm run typecheck, TypeScript 7)', 'npm', ['run', '-s', 'typecheck']),
  beside('Estilo y lint (biome)', bin('biome'), ['check', '.']),
  ...(e2e
    ? [beside('Compilación de la web', process.execPath, ['scripts/build-if-stale.mjs'], checked)]
    : []),
  // One worker at a time (`--maxWorkers=1`), beside the browser tests' one: Vitest's own process (transforms, module
  // requests) and the e2e suite keep the second core busy. Alone it took as long as two workers (88–90 s against
  // 88–97 s for these three projects); beside a second npm test, 14 CPU-s less per run (two fresh clones: 483 →
  // 465 s each, with a smaller axe change).
  beside(
    'Pruebas (vitest: node, integration, web)',
    bin('vitest'),
    ['run', ...['node', 'integration', 'web'].flatMap((project) => ['--project', project]), '--maxWorkers=1'],
    { live: true, ...checked },
  ),
  // The browser tests spend half their time waiting on Chromium and their server: they run in a Vitest of their
  // own beside the other projects, which fill those waits.
  ...(e2e
    ? [beside('Pruebas en Chromium (vitest: e2e)', bin('vitest'), ['run', '--project', 'e2e'], checked)]
    : []),
]);
