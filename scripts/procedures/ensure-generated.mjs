// Keeps src/engine/generated (precompiled validators, stories, icons, procedure.json types) and the API contract's
// types (src/shared/api-types/generated, from schemas/api) up to date without
// anyone running `npm run generate`: install (postinstall), Vite (build, dev server, Vitest, Storybook), npm test
// and check:procedures call it. Plain JavaScript so Vite's and Storybook's config loaders can import it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestMtime } from '../newest-mtime.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = createRequire(import.meta.url).resolve('tsx/cli');
const GENERATE = path.join(ROOT, 'scripts/procedures/generate.ts');
const CHECK = path.join(ROOT, 'scripts/check-procedures.ts');
const STAMP = path.join(ROOT, 'node_modules/.cache/sede-tramites/al-dia');
const STORIES = path.join(ROOT, 'src/engine/generated/procedures.stories.tsx');
// The API contract's types (scripts/codegen/api-types.ts), generated in the same run.
const API_TYPES = path.join(ROOT, 'src/shared/api-types/generated/common.ts');
// What the generated files are made from: a change to any of these makes them stale.
const INPUTS = [
  'procedures',
  'schemas',
  'src/engine/catalogue',
  'src/engine/node/load-catalogue.ts',
  'src/engine/validation',
  'src/engine/procedure.ts',
  'scripts/procedures',
  'scripts/codegen',
  'package-lock.json',
];

/** Whether the generated files may be older than what they are made from (or missing). */
export function generatedAreStale() {
  if (!existsSync(STAMP) || !existsSync(STORIES) || !existsSync(API_TYPES)) return true;
  const stamp = statSync(STAMP).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > stamp);
}

/**
 * Regenerates when stale. A broken folder is left out with a warning (the dev server and Storybook keep
 * working; `npm run build` and `npm test` run the full check and fail on it).
 */
export function ensureGenerated() {
  if (!generatedAreStale()) return;
  spawnSync(process.execPath, [TSX, GENERATE, '--tolerante'], { cwd: ROOT, stdio: 'inherit' });
}

/** The same, without blocking: for file watchers. Resolves when done. */
export function ensureGeneratedAsync() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSX, GENERATE, '--tolerante'], { cwd: ROOT, stdio: 'inherit' });
    child.once('exit', resolve);
  });
}

/**
 * Set when procedures/ was checked in this build, or by a caller that checks them itself beside the build
 * (`npm test`): `vite build` does not check them again.
 */
export const PROCEDURES_CHECKED = 'SEDE_TRAMITES_COMPROBADOS';

/** `npm run check:procedures` (which also regenerates): true when every folder is correct. */
export function checkProcedures() {
  return spawnSync(process.execPath, [TSX, CHECK], { cwd: ROOT, stdio: 'inherit' }).status === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureGenerated();
