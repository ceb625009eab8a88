// `npm run check:procedures`: one data-driven check over every procedure folder. Also run by
// scripts/check-procedures.test.ts, so `npm test` fails on a broken or out-of-date procedure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildProcedure, compareProcedures } from '#engine/catalogue/build-catalogue.ts';
import {
  PROCEDURES_DIR,
  ROOT_DIR,
  readProcedureSources,
  readSharedSchemas,
  SCHEMAS_DIR,
} from '#engine/catalogue/load-catalogue.ts';
import { ICON_KEYS } from '#engine/icon-keys.ts';
import { consentField, type Procedure, type Schema } from '#engine/procedure.ts';
import { documentsBefore } from '#engine/react/prepare-ui-schema.ts';
import { compileValidator, createAjv } from '#engine/validation/ajv.ts';
import { itemsOf, propertiesOf, typeOf } from '#engine/wire/field-index.ts';
import { GENERATED_DIR, generatedFiles } from './procedures/generated-files.ts';

/** uiSchema keys that do not exist in the schema (RJSF would ignore them silently). */
export function unknownUiKeys(ui: unknown, schema: Schema | undefined, at = ''): string[] {
  if (typeof ui !== 'object' || ui === null) return [];
  const problems: string[] = [];
  const properties = propertiesOf(schema);
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    if (key === 'items' && typeOf(schema) === 'array') {
      problems.push(...unknownUiKeys(value, itemsOf(schema), `${at}items.`));
    } else if (properties.has(key)) {
      problems.push(...unknownUiKeys(value, properties.get(key), `${at}${key}.`));
    } else {
      problems.push(`ui.json: "${at}${key}" no existe en schema.json.`);
    }
  }
  return problems;
}

/** Fields without a Spanish `title` (error messages name fields by it). */
export function untitledFields(schema: Schema | undefined, at = ''): string[] {
  const problems: string[] = [];
  for (const [name, sub] of propertiesOf(schema)) {
    if (typeof sub.title !== 'string' || sub.title.trim() === '') {
      problems.push(`schema.json: el campo "${at}${name}" no tiene "title".`);
    }
    const inner = typeOf(sub) === 'array' ? itemsOf(sub) : sub;
    if (typeOf(inner) === 'object') problems.push(...untitledFields(inner, `${at}${name}.`));
  }
  return problems;
}

function checkMeta(procedure: Procedure, raw: unknown, validateMeta: (data: unknown) => boolean): string[] {
  const problems: string[] = [];
  if (!validateMeta(raw)) problems.push('procedure.json no cumple schemas/procedure.schema.json.');
  if (!(ICON_KEYS as readonly string[]).includes(procedure.icono)) {
    problems.push(
      `procedure.json: el icono "${procedure.icono}" no existe (usa uno de: ${ICON_KEYS.join(', ')}).`,
    );
  }
  const claves = procedure.documentos.map((slot) => slot.clave);
  if (new Set(claves).size !== claves.length)
    problems.push('procedure.json: hay claves de documento repetidas.');
  const consent = propertiesOf(procedure.schema).get(consentField(procedure));
  if (consent?.type !== 'boolean' || consent.const !== true) {
    problems.push(`schema.json: falta la casilla "${consentField(procedure)}" (boolean, const true).`);
  }
  return problems;
}

/** `ui:options.documentos.antesDe` must name a top-level field, and only a procedure with slots may set it. */
export function documentsPositionProblems(procedure: Procedure): string[] {
  const options = procedure.ui['ui:options'] as Record<string, unknown> | undefined;
  if (options?.documentos === undefined) return [];
  const before = documentsBefore(options.documentos);
  if (before === undefined) return ['ui.json: "ui:options.documentos" debe ser { "antesDe": "<campo>" }.'];
  const problems: string[] = [];
  if (!propertiesOf(procedure.schema).has(before))
    problems.push(
      `ui.json: "ui:options.documentos.antesDe" nombra "${before}", que no existe en schema.json.`,
    );
  if (procedure.documentos.length === 0)
    problems.push('ui.json: "ui:options.documentos" sobra: procedure.json no tiene "documentos".');
  return problems;
}

function checkExamples(procedure: Procedure): string[] {
  const problems: string[] = [];
  const validate = compileValidator(procedure.schema);
  const examples = Array.isArray(procedure.schema.examples) ? procedure.schema.examples : [];
  if (examples.length === 0)
    problems.push('schema.json: falta "examples" con al menos una solicitud válida.');
  examples.forEach((example, index) => {
    const result = validate(example);
    if (!result.valido) {
      const detail = result.errores.map((error) => error.mensaje).join(' ');
      problems.push(`schema.json: el ejemplo ${index + 1} debería ser válido: ${detail}`);
    }
  });
  (procedure.ejemplosInvalidos ?? []).forEach((example, index) => {
    if (validate(example.datos).valido) {
      problems.push(
        `procedure.json: el ejemplo inválido ${index + 1} («${example.motivo}») pasa la validación.`,
      );
    }
  });
  return problems;
}

/** Checks every procedure folder; returns the problems found (empty when all is well). */
export async function checkProcedures(dir = PROCEDURES_DIR, schemasDir = SCHEMAS_DIR): Promise<string[]> {
  const problems: string[] = [];
  const shared = readSharedSchemas(schemasDir);
  const ajv = createAjv();
  const validateMeta = ajv.compile(shared['procedure.schema.json'] as object);
  const catalogue: Procedure[] = [];
  const sources = readProcedureSources(dir);
  for (const source of sources) {
    const prefix = `procedures/${source.slug}`;
    try {
      const procedure = buildProcedure(source, shared);
      ajv.compile(procedure.schema);
      const found = [
        ...checkMeta(procedure, source.procedure, validateMeta),
        ...unknownUiKeys(procedure.ui, procedure.schema),
        ...untitledFields(procedure.schema),
        ...documentsPositionProblems(procedure),
        ...checkExamples(procedure),
      ];
      problems.push(...found.map((problem) => `${prefix}/${problem}`));
      catalogue.push(procedure);
    } catch (error) {
      problems.push(`${prefix}: ${(error as Error).message}`);
    }
  }
  for (const key of ['orden', 'api', 'pdf'] as const) {
    const seen = new Map<unknown, string>();
    for (const procedure of catalogue) {
      const other = seen.get(procedure[key]);
      if (other) problems.push(`procedures/${procedure.slug}: "${key}" repetido (también en ${other}).`);
      seen.set(procedure[key], procedure.slug);
    }
  }
  catalogue.sort(compareProcedures);
  if (dir === PROCEDURES_DIR && problems.length === 0)
    problems.push(...(await staleGeneratedFiles(catalogue)));
  return problems;
}

/** Generated files that differ from what `npm run generate` would write now, or that should not exist. */
export async function staleGeneratedFiles(catalogue: readonly Procedure[]): Promise<string[]> {
  const expected = await generatedFiles(catalogue);
  const problems: string[] = [];
  for (const [file, content] of expected) {
    const full = path.join(ROOT_DIR, file);
    if (!existsSync(full) || readFileSync(full, 'utf8') !== content) {
      problems.push(`${file} no está al día: ejecuta npm run generate.`);
    }
  }
  for (const folder of ['types', 'validators']) {
    const dir = path.join(GENERATED_DIR, folder);
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      const file = path.relative(ROOT_DIR, path.join(dir, name));
      if (!expected.has(file)) problems.push(`${file} sobra: ejecuta npm run generate.`);
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = await checkProcedures();
  if (problems.length > 0) {
    console.error(problems.map((problem) => `✗ ${problem}`).join('\n'));
    process.exit(1);
  }
  console.info(`✓ ${readProcedureSources().length} trámites correctos y archivos generados al día.`);
}
