import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildProcedure, compareProcedures, resolveCatalogue } from '#engine/catalogue/build-catalogue.ts';
import {
  PROCEDURES_DIR,
  procedureSlugs,
  ROOT_DIR,
  readProcedureSource,
  readSharedSchemas,
  SCHEMAS_DIR,
} from '#engine/node/load-catalogue.ts';
import type { Procedure } from '#engine/procedure.ts';
import { GENERATED_DIRS, generatedFiles } from './generated-files.ts';

/**
 * The stamp whose time says when the generated files were last brought up to date (ensure-generated.mjs). Kept
 * outside src/ so touching it never makes the web build look stale.
 */
const STAMP = path.join(ROOT_DIR, 'node_modules/.cache/sede-tramites/al-dia');

/** Every generated file under `dir`, relative to the repository. */
function existingFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return existingFiles(full);
    return [path.relative(ROOT_DIR, full)];
  });
}

/**
 * Brings src/engine/generated up to date with procedures/ and the API types with schemas/api: writes the files whose content differs, removes those
 * of procedures that no longer exist. A folder that cannot be read is left out and named in `problems`.
 */
export async function writeGenerated(
  dir = PROCEDURES_DIR,
  schemasDir = SCHEMAS_DIR,
): Promise<{ changed: string[]; problems: string[] }> {
  const problems: string[] = [];
  const shared = readSharedSchemas(schemasDir);
  const built: Procedure[] = [];
  for (const slug of procedureSlugs(dir)) {
    try {
      built.push(buildProcedure(readProcedureSource(dir, slug), shared));
    } catch (error) {
      problems.push(`${(error as Error).message} (npm run check:procedures lo explica)`);
    }
  }
  const catalogue = resolveCatalogue(built).sort(compareProcedures);
  let files: Map<string, string>;
  try {
    files = await generatedFiles(catalogue);
  } catch (error) {
    problems.push((error as Error).message);
    return { changed: [], problems };
  }
  const changed: string[] = [];
  for (const [file, content] of files) {
    const full = path.join(ROOT_DIR, file);
    if (existsSync(full) && readFileSync(full, 'utf8') === content) continue;
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
    changed.push(file);
  }
  for (const file of GENERATED_DIRS.flatMap((dir) => existingFiles(dir))) {
    if (files.has(file)) continue;
    rmSync(path.join(ROOT_DIR, file));
    changed.push(file);
  }
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, '');
  return { changed, problems };
}
