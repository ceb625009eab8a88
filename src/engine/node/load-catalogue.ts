import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildCatalogue } from '../catalogue/build-catalogue.ts';
import type { SharedSchemas } from '../catalogue/bundle-schema.ts';
import type { Procedure, ProcedureSource } from '../procedure.ts';

/** The repository root, whichever file imports this module. */
export const ROOT_DIR = path.resolve(import.meta.dirname, '../../..');
export const PROCEDURES_DIR = path.join(ROOT_DIR, 'procedures');
export const SCHEMAS_DIR = path.join(ROOT_DIR, 'schemas');

/** Where JSON.parse stopped, as a person counts it ("línea 3, columna 3"). */
function syntaxPlace(text: string, error: Error): string {
  const position = /at position (\d+)/.exec(error.message)?.[1];
  const offset = position === undefined ? text.length : Number(position);
  const before = text.slice(0, offset).split('\n');
  return `línea ${before.length}, columna ${(before.at(-1)?.length ?? 0) + 1}`;
}

/** A folder's file is shown from the procedures/ folder down, wherever that folder is. */
const shownName = (file: string) =>
  path.basename(path.dirname(path.dirname(file))) === 'procedures' || !file.startsWith(ROOT_DIR)
    ? `procedures/${path.relative(path.dirname(path.dirname(file)), file)}`
    : path.relative(ROOT_DIR, file);

const readJson = (file: string): unknown => {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${shownName(file)}: no es un JSON válido (se detiene en la ${syntaxPlace(text, error as Error)}): revisa ahí o justo antes las comas entre elementos (ni falta ni sobra ninguna tras el último), las comillas dobles de cada clave y texto, y que cada { [ se cierre con su } ].`,
    );
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

/** The procedure folders of `dir` (a folder counts when it has a procedure.json), by name. */
export function procedureSlugs(dir = PROCEDURES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'procedure.json')))
    .map((entry) => entry.name)
    .sort();
}

/** Reads the raw files of one procedure folder (ui.json may be missing). */
export function readProcedureSource(dir: string, slug: string): ProcedureSource {
  const folder = path.join(dir, slug);
  const schema = path.join(folder, 'schema.json');
  if (!existsSync(schema))
    throw new Error(
      `procedures/${slug}: falta schema.json: créalo con los campos del formulario (procedures/README.md tiene un ejemplo).`,
    );
  const ui = path.join(folder, 'ui.json');
  return {
    slug,
    procedure: readJson(path.join(folder, 'procedure.json')),
    schema: readJson(schema),
    ui: existsSync(ui) ? readJson(ui) : {},
  };
}

/** Reads the raw files of every procedure folder. */
export function readProcedureSources(dir = PROCEDURES_DIR): ProcedureSource[] {
  return procedureSlugs(dir).map((slug) => readProcedureSource(dir, slug));
}

/** The server's catalogue: the procedures/ folder read from disk (same `Procedure` objects as the web build). */
export function loadCatalogue(dir = PROCEDURES_DIR, schemasDir = SCHEMAS_DIR): Procedure[] {
  return buildCatalogue(readProcedureSources(dir), readSharedSchemas(schemasDir));
}
