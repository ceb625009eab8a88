import type { Procedure, ProcedureMeta, ProcedureSource, UiSchema } from '../procedure.ts';
import { bundleSchema, type SharedSchemas } from './bundle-schema.ts';

/** Folder names are the URL slugs: lowercase words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const REQUIRED_TEXT_KEYS = ['nombreCorto', 'titulo', 'descripcion', 'icono'] as const;

// A quick shape check on every load of the catalogue (server start, build, dev server); the full check of
// procedure.json against schemas/procedure.schema.json, with what to write instead, is `npm run check:procedures`.
function assertMeta(slug: string, meta: unknown): asserts meta is ProcedureMeta {
  const fail = (what: string) => {
    throw new Error(`procedures/${slug}/procedure.json: ${what}`);
  };
  if (!isObject(meta)) return fail('debe ser un objeto JSON.');
  if (meta.orden !== undefined && typeof meta.orden !== 'number') fail('"orden" debe ser un número.');
  for (const key of REQUIRED_TEXT_KEYS) {
    if (typeof meta[key] !== 'string' || meta[key] === '') fail(`falta "${key}" (texto).`);
  }
  for (const key of ['api', 'pdf'] as const) {
    if (meta[key] !== undefined && typeof meta[key] !== 'string') fail(`"${key}" debe ser un texto.`);
  }
  if (!isObject(meta.consentimiento)) fail('falta "consentimiento" { texto, alerta }.');
  if (!isObject(meta.mensajes)) fail('falta "mensajes" { error }.');
  if (!Array.isArray(meta.documentos)) fail('falta "documentos" (lista, puede estar vacía).');
}

/** The API path and receipt name a folder gets when procedure.json does not set them. */
export const defaultApi = (slug: string) => `/tramites/${slug}`;
export const defaultPdf = (slug: string) => `${slug}.pdf`;

/** Turns the raw files of one procedure folder into a `Procedure` (schema bundled, defaults applied). */
export function buildProcedure(source: ProcedureSource, shared: SharedSchemas): Procedure {
  const { slug } = source;
  if (!SLUG_PATTERN.test(slug))
    throw new Error(
      `procedures/${slug}: el nombre de la carpeta no es válido: usa minúsculas sin tildes, números y guiones (p. ej. "vado-permanente").`,
    );
  const meta = source.procedure;
  assertMeta(slug, meta);
  let schema: Procedure['schema'];
  try {
    schema = bundleSchema(source.schema, shared);
  } catch (error) {
    throw new Error(`procedures/${slug}/schema.json: ${(error as Error).message}`);
  }
  const { $schema: _meta, ...ui } = isObject(source.ui) ? (source.ui as UiSchema) : {};
  const { $schema: _schema, ...fields } = meta as ProcedureMeta & { $schema?: string };
  return {
    ...fields,
    api: meta.api ?? defaultApi(slug),
    pdf: meta.pdf ?? defaultPdf(slug),
    textosLegales: meta.textosLegales ?? [],
    slug,
    schema,
    ui,
  };
}

/** Catalogue order: by `orden`; folders without one go after the numbered ones; ties alphabetically. */
export const compareProcedures = (a: Procedure, b: Procedure) =>
  (a.orden ?? Number.POSITIVE_INFINITY) - (b.orden ?? Number.POSITIVE_INFINITY) ||
  a.slug.localeCompare(b.slug, 'es');

/** A procedure whose `api` or `pdf` was already taken by another folder, and what it got instead. */
export interface TakenPath {
  slug: string;
  key: 'api' | 'pdf';
  value: string;
  owner: string;
}

/**
 * Settles `api` and `pdf` claimed by two folders (a copied folder keeps its original's): the first folder in
 * catalogue order keeps the value, the others get their defaults from the folder name. Returns what changed,
 * so `check:procedures` can say so.
 */
export function settleTakenPaths(procedures: Procedure[]): TakenPath[] {
  const taken: TakenPath[] = [];
  for (const key of ['api', 'pdf'] as const) {
    const fallback = key === 'api' ? defaultApi : defaultPdf;
    const owners = new Map<string, string>();
    // Defaults are claimed first: a folder's own name always gives it its own path.
    for (const procedure of procedures)
      if (procedure[key] === fallback(procedure.slug)) owners.set(procedure[key], procedure.slug);
    for (const procedure of [...procedures].sort(compareProcedures)) {
      const owner = owners.get(procedure[key]);
      if (owner !== undefined && owner !== procedure.slug) {
        taken.push({ slug: procedure.slug, key, value: procedure[key], owner });
        procedure[key] = fallback(procedure.slug);
      } else owners.set(procedure[key], procedure.slug);
    }
  }
  return taken;
}

/** The procedures with taken paths settled (see settleTakenPaths), in catalogue order. */
export function resolveCatalogue(procedures: Procedure[]): Procedure[] {
  settleTakenPaths(procedures);
  return procedures.sort(compareProcedures);
}

/** Builds the whole catalogue, in catalogue order. */
export function buildCatalogue(sources: ProcedureSource[], shared: SharedSchemas): Procedure[] {
  return resolveCatalogue(sources.map((source) => buildProcedure(source, shared)));
}

/** Finds a procedure by its slug. */
export function findProcedure(catalogue: readonly Procedure[], slug: string): Procedure | undefined {
  return catalogue.find((procedure) => procedure.slug === slug);
}
