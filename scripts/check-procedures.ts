// `npm run check:procedures`: one data-driven check over every procedure folder, each problem in Spanish with its
// file, its place in the file and what to write instead; exits 1 if there is any. In the repository it also
// brings the generated files up to date. Run by `npm test` (scripts/check-procedures.test.ts) and `npm run build`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildProcedure, settleTakenPaths } from '#engine/catalogue/build-catalogue.ts';
import {
  PROCEDURES_DIR,
  procedureSlugs,
  readProcedureSource,
  readSharedSchemas,
  SCHEMAS_DIR,
} from '#engine/node/load-catalogue.ts';
import type { Procedure, ProcedureSource } from '#engine/procedure.ts';
import { compileValidator, createAjv } from '#engine/validation/ajv.ts';
import { jsonFileProblems } from './procedures/check/json-file-problems.ts';
import { didYouMean, formatProblem, type Problem } from './procedures/check/problem.ts';
import { fieldProblems, refProblems } from './procedures/check/schema-problems.ts';
import { uiProblems } from './procedures/check/ui-problems.ts';
import { iconExists, iconNames } from './procedures/icons.ts';
import { writeGenerated } from './procedures/write-generated.ts';

function metaProblems(procedure: Procedure): Problem[] {
  const archivo = `procedures/${procedure.slug}/procedure.json`;
  const problems: Problem[] = [];
  if (!iconExists(procedure.icono))
    problems.push({
      archivo,
      ruta: 'icono',
      mensaje: `no hay ningún icono "${procedure.icono}" en Tabler Icons: busca uno en su web y escribe su nombre tal cual, en minúsculas con guiones (p. ej. "car", "building-bank").${didYouMean(procedure.icono, iconNames())}`,
    });
  const claves = procedure.documentos.map((slot) => slot.clave);
  claves.forEach((clave, index) => {
    if (claves.indexOf(clave) !== index)
      problems.push({
        archivo,
        ruta: `documentos[${index}].clave`,
        mensaje: `la clave "${clave}" ya la usa el documento ${claves.indexOf(clave) + 1}: escribe otra.`,
      });
  });
  return problems;
}

function exampleProblems(procedure: Procedure): Problem[] {
  const problems: Problem[] = [];
  const validate = compileValidator(procedure.schema);
  const examples = Array.isArray(procedure.schema.examples) ? procedure.schema.examples : [];
  const archivo = `procedures/${procedure.slug}/schema.json`;
  if (examples.length === 0)
    problems.push({
      archivo,
      ruta: 'examples',
      mensaje:
        'falta "examples": añade "examples": [{ … }] con al menos una solicitud que deba aceptarse (sirve de prueba y de vista previa).',
    });
  examples.forEach((example, index) => {
    const result = validate(example);
    if (!result.valido) {
      const detail = result.errores.map((error) => error.mensaje).join(' ');
      problems.push({
        archivo,
        ruta: `examples[${index}]`,
        mensaje: `el ejemplo ${index + 1} debería ser válido: ${detail} Corrige el ejemplo o el campo.`,
      });
    }
  });
  (procedure.ejemplosInvalidos ?? []).forEach((example, index) => {
    if (validate(example.datos).valido)
      problems.push({
        archivo: `procedures/${procedure.slug}/procedure.json`,
        ruta: `ejemplosInvalidos[${index}].datos`,
        mensaje: `el ejemplo inválido ${index + 1} («${example.motivo}») pasa la validación: corrige sus datos para que falle por ese motivo, o la regla de schema.json que debería rechazarlo.`,
      });
  });
  return problems;
}

export interface CheckResult {
  /** What must be fixed: the command fails. */
  errores: string[];
  /** What works but deserves a look (an `api` or `pdf` another folder already had). */
  avisos: string[];
}

/** Checks every procedure folder of `dir`; in the repository, also writes the generated files. */
export async function checkCatalogue(dir = PROCEDURES_DIR, schemasDir = SCHEMAS_DIR): Promise<CheckResult> {
  const problems: Problem[] = [];
  const errores: string[] = [];
  const shared = readSharedSchemas(schemasDir);
  const ajv = createAjv();
  const validateMeta = ajv.compile(shared['procedure.schema.json'] as object);
  const validateUi = ajv.compile(shared['ui.schema.json'] as object);
  const catalogue: Procedure[] = [];
  for (const slug of procedureSlugs(dir)) {
    let source: ProcedureSource;
    try {
      source = readProcedureSource(dir, slug);
    } catch (error) {
      errores.push((error as Error).message);
      continue;
    }
    const prefix = `procedures/${source.slug}`;
    const before = problems.length;
    problems.push(...jsonFileProblems(`${prefix}/procedure.json`, validateMeta, source.procedure));
    problems.push(...jsonFileProblems(`${prefix}/ui.json`, validateUi, source.ui));
    problems.push(...refProblems(source.slug, source.schema, shared));
    if (problems.length > before) continue;
    try {
      const procedure = buildProcedure(source, shared);
      ajv.compile(procedure.schema);
      problems.push(
        ...metaProblems(procedure),
        ...fieldProblems(procedure),
        ...uiProblems(procedure),
        ...exampleProblems(procedure),
      );
      catalogue.push(procedure);
    } catch (error) {
      const message = (error as Error).message;
      errores.push(message.startsWith('procedures/') ? message : `${prefix}/schema.json: ${message}`);
    }
  }
  const avisos = settleTakenPaths(catalogue).map(
    ({ slug, key, value, owner }) =>
      `procedures/${slug}/procedure.json, en «${key}»: "${value}" ya es de procedures/${owner}, así que este trámite usa "${key === 'api' ? `/tramites/${slug}` : `${slug}.pdf`}". Borra "${key}" de este procedure.json para quitar este aviso.`,
  );
  errores.push(...problems.map(formatProblem));
  if (dir === PROCEDURES_DIR && errores.length === 0) {
    const generated = await writeGenerated(dir, schemasDir);
    errores.push(...generated.problems);
  }
  return { errores, avisos };
}

/** The errors of every procedure folder (empty when all is well). */
export async function checkProcedures(dir = PROCEDURES_DIR, schemasDir = SCHEMAS_DIR): Promise<string[]> {
  return (await checkCatalogue(dir, schemasDir)).errores;
}

// `tsx scripts/check-procedures.ts [carpeta]`: another procedures/ folder (a copy to try changes on).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : PROCEDURES_DIR;
  const { errores, avisos } = await checkCatalogue(dir);
  for (const aviso of avisos) console.warn(`⚠ ${aviso}`);
  if (errores.length > 0) {
    console.error(errores.map((problem) => `✗ ${problem}`).join('\n'));
    console.error(`\n${errores.length} problema${errores.length === 1 ? '' : 's'} en procedures/.`);
    process.exit(1);
  }
  console.info(`✓ ${procedureSlugs(dir).length} trámites correctos.`);
}
