import type { Procedure, ProcedureMeta, ProcedureSource, UiSchema } from '../procedure.ts';
import { bundleSchema, type SharedSchemas } from './bundle-schema.ts';

/** Folder names are the URL slugs: lowercase words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const REQUIRED_TEXT_KEYS = ['nombreCorto', 'titulo', 'descripcion', 'icono', 'api', 'pdf'] as const;

// A quick shape check that runs in the browser too (no ajv compile there); the full check of procedure.json
// against schemas/procedure.schema.json is done by `npm run check:procedures`.
function assertMeta(slug: string, meta: unknown): asserts meta is ProcedureMeta {
  const fail = (what: string) => {
    throw new Error(`procedures/${slug}/procedure.json: ${what}`);
  };
  if (!isObject(meta)) return fail('debe ser un objeto JSON.');
  if (typeof meta.orden !== 'number') fail('falta "orden" (número).');
  for (const key of REQUIRED_TEXT_KEYS) {
    if (typeof meta[key] !== 'string' || meta[key] === '') fail(`falta "${key}" (texto).`);
  }
  if (!isObject(meta.consentimiento)) fail('falta "consentimiento" { texto, alerta }.');
  if (!isObject(meta.mensajes)) fail('falta "mensajes" { error }.');
  if (!Array.isArray(meta.documentos)) fail('falta "documentos" (lista, puede estar vacía).');
}

/** Turns the raw files of one procedure folder into a `Procedure` (schema bundled). */
export function buildProcedure(source: ProcedureSource, shared: SharedSchemas): Procedure {
  const { slug } = source;
  if (!SLUG_PATTERN.test(slug)) throw new Error(`procedures/${slug}: el nombre de la carpeta no es válido.`);
  const meta = source.procedure;
  assertMeta(slug, meta);
  let schema: Procedure['schema'];
  try {
    schema = bundleSchema(source.schema, shared);
  } catch (error) {
    throw new Error(`procedures/${slug}/schema.json: ${(error as Error).message}`);
  }
  const ui = isObject(source.ui) ? (source.ui as UiSchema) : {};
  return { ...meta, textosLegales: meta.textosLegales ?? [], slug, schema, ui };
}

/** Catalogue order: by `orden`, then slug, so the order is stable. */
export const compareProcedures = (a: Procedure, b: Procedure) =>
  a.orden - b.orden || a.slug.localeCompare(b.slug);

/** Builds the whole catalogue, sorted by `orden`. */
export function buildCatalogue(sources: ProcedureSource[], shared: SharedSchemas): Procedure[] {
  return sources.map((source) => buildProcedure(source, shared)).sort(compareProcedures);
}

/** Finds a procedure by its slug. */
export function findProcedure(catalogue: readonly Procedure[], slug: string): Procedure | undefined {
  return catalogue.find((procedure) => procedure.slug === slug);
}
