import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Procedure, ProcedureSource } from '../procedure.ts';
import { buildCatalogue } from './build-catalogue.ts';
import type { SharedSchemas } from './bundle-schema.ts';

/** The repository root, whichever file imports this module. */
export const ROOT_DIR = path.resolve(import.meta.dirname, '../../..');
export const PROCEDURES_DIR = path.join(ROOT_DIR, 'procedures');
export const SCHEMAS_DIR = path.join(ROOT_DIR, 'schemas');

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${path.relative(ROOT_DIR, file)}: ${(error as Error).message}`);
  }
};

/** Reads every shared schema of schemas/ (the `$ref` targets), keyed by file name. */
export function readSharedSchemas(dir = SCHEMAS_DIR): SharedSchemas {
  const shared: SharedSchemas = {};
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    shared[name] = readJson(path.join(dir, name));
  }
  return shared;
}

/** Reads the raw files of every procedure folder (a folder counts when it has a procedure.json). */
export function readProcedureSources(dir = PROCEDURES_DIR): ProcedureSource[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'procedure.json')))
    .map((entry) => {
      const folder = path.join(dir, entry.name);
      const ui = path.join(folder, 'ui.json');
      return {
        slug: entry.name,
        procedure: readJson(path.join(folder, 'procedure.json')),
        schema: readJson(path.join(folder, 'schema.json')),
        ui: existsSync(ui) ? readJson(ui) : {},
      };
    });
}

/** The server's catalogue: the procedures/ folder read from disk (same `Procedure` objects as the web build). */
export function loadCatalogue(dir = PROCEDURES_DIR, schemasDir = SCHEMAS_DIR): Procedure[] {
  return buildCatalogue(readProcedureSources(dir), readSharedSchemas(schemasDir));
}
