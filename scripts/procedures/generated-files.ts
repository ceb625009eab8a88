import path from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv';
import { ROOT_DIR, readSharedSchemas, SCHEMAS_DIR } from '#engine/node/load-catalogue.ts';
import type { Procedure } from '#engine/procedure.ts';
import { AJV_OPTIONS } from '#engine/validation/ajv.ts';
import { formats } from '#engine/validation/formats.ts';
import { addKeywords } from '#engine/validation/keywords.ts';
import { runtime } from '#engine/validation/standalone-runtime.ts';
import { API_TYPES_DIR, apiTypeFiles } from '../codegen/api-types.ts';
import { GENERATED_HEADER as HEADER, typesFromSchema } from '../codegen/json-schema-types.ts';
import { iconComponent, iconExists } from './icons.ts';

/** Where generated code lives (not committed: every command that needs it writes it, see ensure-generated.ts). */
export const GENERATED_DIR = path.join(ROOT_DIR, 'src/engine/generated');
/** Every folder of generated code: the engine's, and the API contract's types (schemas/api). */
export const GENERATED_DIRS = [GENERATED_DIR, path.join(ROOT_DIR, API_TYPES_DIR)];

const pascal = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The types of procedure.json, from schemas/procedure.schema.json: the engine's `ProcedureJson`. */
export async function procedureJsonTypes(schemasDir = SCHEMAS_DIR): Promise<string> {
  const schema = readSharedSchemas(schemasDir)['procedure.schema.json'] as object;
  return typesFromSchema(schema, 'ProcedureJson');
}

/** The icons the catalogue names, each imported alone so the bundle carries only those. */
export function iconsFor(catalogue: readonly Procedure[]): string {
  const names = [...new Set(catalogue.map((procedure) => procedure.icono))].filter(iconExists).sort();
  const imports = names.map((name) => `  ${iconComponent(name)},\n`).join('');
  const entries = names.map((name) => `  ${JSON.stringify(name)}: ${iconComponent(name)},\n`).join('');
  return `${HEADER}import {\n  type Icon,\n${imports}} from '@tabler/icons-react';\n\n/** The procedures' icons by their Tabler name (procedure.json "icono"). */\nexport const ICONS: Record<string, Icon> = {\n${entries}};\n`;
}

/**
 * The precompiled validators of one procedure for RJSF (`createPrecompiledValidator`): ajv standalone ESM code
 * whose `require(...)`s are rewritten to the engine's ESM runtime, so the browser never compiles code.
 */
export function validatorsFor(procedure: Procedure): string {
  const code = compileSchemaValidatorsCode(procedure.schema, {
    ajvOptionsOverrides: { ...AJV_OPTIONS, code: { lines: true, source: true } },
    ajvFormatOptions: false,
    extenderFn: (ajv) => {
      for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
      ajv.opts.code.formats = _`require("#engine/validation/formats").formats`;
      return addKeywords(ajv);
    },
  });
  const rewritten = code.replace(/require\("([^"]+)"\)/g, (_match, name: string) => {
    if (!(name in runtime))
      throw new Error(
        `El validador de ${procedure.slug} necesita "${name}", que no está en standalone-runtime.ts.`,
      );
    return `runtime[${JSON.stringify(name)}]`;
  });
  // ajv's ESM mode cannot export RJSF's hash keys (they may start with a digit): keep its CommonJS `exports[...]`
  // assignments on a local object and export that object as the module's default.
  const body = rewritten.replace(/^"use strict";/, '');
  return `// @ts-nocheck\n${HEADER}import { runtime } from '../../validation/standalone-runtime.ts';\n\nconst exports = {};\nexport default exports;\n${body}\n`;
}

// A story's export name: the folder name in PascalCase (a leading digit is not a valid identifier).
const storyName = (slug: string) => (/^\d/.test(slug) ? `Tramite${pascal(slug)}` : pascal(slug));

/**
 * One Storybook story per procedure for `component` (the form, or its receipt preview): a new folder gets
 * its stories with no code.
 */
export function storiesFor(
  catalogue: readonly Procedure[],
  { title, component, module } = {
    title: 'Trámites/Formularios',
    component: 'ProcedureStory',
    module: 'procedure-story',
  },
): string {
  const stories = catalogue
    .map(
      (procedure) =>
        `export const ${storyName(procedure.slug)}: Story = {\n  name: ${JSON.stringify(procedure.nombreCorto)},\n  args: { slug: ${JSON.stringify(procedure.slug)} },\n  parameters: { route: ${JSON.stringify(`/tramites/${procedure.slug}`)} },\n};\n`,
    )
    .join('\n');
  return `${HEADER}import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${component} } from '#engine/react/${module}.tsx';

const meta = {
  title: ${JSON.stringify(title)},
  component: ${component},
  play: ${component}.play,
} satisfies Meta<typeof ${component}>;
export default meta;
type Story = StoryObj<typeof meta>;

${stories}`;
}

const RECEIPT_STORIES = {
  title: 'Trámites/Justificantes',
  component: 'ReceiptPreviewStory',
  module: 'receipt-preview',
};

/** The types of procedure.json and of the API contract (json-schema-to-typescript). */
async function typeFiles(): Promise<Map<string, string>> {
  const files = await apiTypeFiles(ROOT_DIR);
  files.set(
    path.relative(ROOT_DIR, path.join(GENERATED_DIR, 'procedure-json.ts')),
    await procedureJsonTypes(),
  );
  return files;
}

/** Every generated file for a catalogue: path relative to the repository → content. */
export async function generatedFiles(catalogue: readonly Procedure[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const rel = (...parts: string[]) => path.relative(ROOT_DIR, path.join(GENERATED_DIR, ...parts));
  for (const procedure of catalogue) {
    files.set(rel('validators', `${procedure.slug}.js`), validatorsFor(procedure));
  }
  files.set(rel('procedures.stories.tsx'), storiesFor(catalogue));
  files.set(rel('receipts.stories.tsx'), storiesFor(catalogue, RECEIPT_STORIES));
  files.set(rel('icons.ts'), iconsFor(catalogue));
  // Types serve the type checker only: an install without devDependencies builds and serves without them.
  const types = await typeFiles().catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  });
  for (const [file, content] of types ?? []) files.set(file, content);
  return files;
}
