// `npm test`: every check in one gate: procedure folders and their generated files, types, lint and format, then all Vitest projects.
// The Chromium e2e project runs when Debian's Chromium is present; under CI=true its absence is a failure.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
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

/**
 * Checks that need one core each run side by side (the machine has two): each one's output is printed whole
 * when it ends, and the gate stops after all of them if any failed.
 */
async function together(checks) {
  const results = await Promise.all(
    checks.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '1' } });
          let output = '';
          child.stdout.on('data', (chunk) => {
            output += chunk;
          });
          child.stderr.on('data', (chunk) => {
            output += chunk;
          });
          child.on('close', (status) => {
            console.info(`\n▶ ${title}\n${output.trimEnd()}`);
            if (status !== 0) console.error(`✗ ${title} ha fallado`);
            resolve(status);
          });
        }),
    ),
  );
  if (results.some((status) => status !== 0)) process.exit(1);
}

const projects = ['node', 'integration', 'web'];
if (hasChromium()) {
  projects.push('e2e');
} else if (process.env.CI === 'true') {
  console.error(`✗ CI=true y no hay Chromium en ${CHROMIUM_PATH}: la batería e2e es obligatoria.`);
  process.exit(1);
} else {
  console.warn(
    `⚠ No hay Chromium en ${CHROMIUM_PATH}: se omite la batería e2e (instala el paquete "chromium").`,
  );
}

step('Trámites (check:procedures, que también genera los validadores)', bin('tsx'), [
  'scripts/check-procedures.ts',
]);
await together([
  ['Tipos (tsc)', bin('tsc'), ['-p', 'tsconfig.json']],
  ['Estilo y lint (biome)', bin('biome'), ['check', '.']],
  // The e2e servers serve the built web: built here, beside the type check, the e2e setup finds it fresh.
  ...(projects.includes('e2e')
    ? [['Compilación de la web', process.execPath, ['scripts/build-if-stale.mjs']]]
    : []),
]);
step(`Pruebas (vitest: ${projects.join(', ')})`, bin('vitest'), [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
]);
