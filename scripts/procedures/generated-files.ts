import path from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv';
import { compile } from 'json-schema-to-typescript';
import { ROOT_DIR } from '#engine/catalogue/load-catalogue.ts';
import type { Procedure } from '#engine/procedure.ts';
import { AJV_OPTIONS } from '#engine/validation/ajv.ts';
import { formats } from '#engine/validation/formats.ts';
import { addKeywords } from '#engine/validation/keywords.ts';
import { runtime } from '#engine/validation/standalone-runtime.ts';
import { typeSchema } from './type-schema.ts';

/** Where generated code lives (Biome ignores it; `npm run check:procedures` keeps it current). */
export const GENERATED_DIR = path.join(ROOT_DIR, 'src/engine/generated');
const HEADER = '// Generado por `npm run generate` a partir de procedures/. No editar a mano.\n';

const pascal = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** TypeScript types of one procedure's submitted data (json-schema-to-typescript), conditional fields included. */
export async function typesFor(procedure: Procedure): Promise<string> {
  // Without the root title the type is named after the folder (`DomiciliacionDatos`), whatever the title says.
  const { examples: _examples, title: _title, ...schema } = typeSchema(procedure.schema);
  const code = await compile(schema as Parameters<typeof compile>[0], `${pascal(procedure.slug)}Datos`, {
    bannerComment: '',
    format: false,
    additionalProperties: false,
    strictIndexSignatures: true,
  });
  return `${HEADER}${code}`;
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

/** One Storybook story per procedure: a new folder gets its story from `npm run generate`, with no code. */
export function storiesFor(catalogue: readonly Procedure[]): string {
  const stories = catalogue
    .map(
      (procedure) =>
        `export const ${pascal(procedure.slug)}: Story = {\n  name: ${JSON.stringify(procedure.nombreCorto)},\n  args: { slug: ${JSON.stringify(procedure.slug)} },\n  parameters: { route: ${JSON.stringify(`/tramites/${procedure.slug}`)} },\n};\n`,
    )
    .join('\n');
  return `${HEADER}import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProcedureStory } from '#engine/react/procedure-story.tsx';

const meta = {
  title: 'Trámites/Formularios',
  component: ProcedureStory,
  play: ProcedureStory.play,
} satisfies Meta<typeof ProcedureStory>;
export default meta;
type Story = StoryObj<typeof meta>;

${stories}`;
}

/** Every generated file for a catalogue: path relative to the repository → content. */
export async function generatedFiles(catalogue: readonly Procedure[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const rel = (...parts: string[]) => path.relative(ROOT_DIR, path.join(GENERATED_DIR, ...parts));
  for (const procedure of catalogue) {
    files.set(rel('types', `${procedure.slug}.ts`), await typesFor(procedure));
    files.set(rel('validators', `${procedure.slug}.js`), validatorsFor(procedure));
  }
  files.set(rel('procedures.stories.tsx'), storiesFor(catalogue));
  return files;
}
