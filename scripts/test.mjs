// `npm test`: every check in one gate: procedure folders and their generated files, types, lint and format, then all Vitest projects.
// The Chromium e2e project runs when Debian's Chromium is present; under CI=true its absence is a failure.
import { spawnSync } from 'node:child_process';
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
step('Tipos (tsc)', bin('tsc'), ['-p', 'tsconfig.json']);
step('Estilo y lint (biome)', bin('biome'), ['check', '.']);
step(`Pruebas (vitest: ${projects.join(', ')})`, bin('vitest'), [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
]);
