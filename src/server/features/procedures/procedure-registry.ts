import type { Ajv } from 'ajv';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import type { Procedure } from '#engine/procedure.ts';
import { compileValidator, createAjv, type ValidationResult } from '#engine/validation/ajv.ts';
import { onceByJson } from '#server/once-by-json.ts';
import type { CatalogueEntry } from '#shared/api-types/generated/procedures.ts';

/** One procedure as the server serves it: the catalogue entry and its validator, compiled once at start. */
export interface ServedProcedure {
  procedure: Procedure;
  validate: (data: unknown) => ValidationResult;
}

/**
 * Compiled validators by schema text, for the whole process (one ajv for all): every app a process builds (the
 * test suite builds hundreds) reads the same folders, and compiling fourteen schemas was a good part of a start.
 */
const validatorOf = onceByJson((schema: Procedure['schema']) => {
  ajv ??= createAjv();
  return compileValidator(schema, ajv);
});
let ajv: Ajv | undefined;

/**
 * Reads procedures/ and compiles every schema (once per process and schema), so a broken folder stops the
 * server at start, not a resident's submission later; two folders claiming one API path are refused the same way.
 */
export function loadServedProcedures(catalogue: Procedure[] = loadCatalogue()): ServedProcedure[] {
  const seen = new Map<string, string>();
  return catalogue.map((procedure) => {
    const other = seen.get(procedure.api);
    if (other) throw new Error(`procedures/${procedure.slug}: la ruta ${procedure.api} ya es de ${other}.`);
    seen.set(procedure.api, procedure.slug);
    return { procedure, validate: validatorOf(procedure.schema) };
  });
}

/** The catalogue entry `GET /api/tramites` returns (procedures.json CatalogueEntry). */
export function catalogueEntry(procedure: Procedure): CatalogueEntry {
  return {
    slug: procedure.slug,
    titulo: procedure.titulo,
    ruta: `/tramites/${procedure.slug}`,
    api: procedure.api,
    documentos: procedure.documentos.map(({ clave, nombre, obligatorio }) => ({
      clave,
      nombre,
      obligatorio,
    })),
  };
}
