// The API contract's TypeScript types: one module per file of schemas/api, one exported type per `$defs` entry,
// imported by the server's routes and the web's API clients alike (so a drift between them is a type error).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { typesFromSchema } from './json-schema-types.ts';

/** Where the contract lives, and where its types are written (not committed, like src/engine/generated). */
export const API_SCHEMAS = 'schemas/api';
export const API_TYPES_DIR = 'src/shared/api-types/generated';

type Json = unknown;
const CROSS_FILE_REF = /^([a-z][a-z0-9-]*)\.json#\/\$defs\/([A-Za-z0-9]+)$/;

/**
 * `schema` with every `$ref` into another file of the contract replaced by a `tsType` naming that file's type,
 * and the imports this needs (file → names), so a shared piece is declared once, in its own module.
 */
function localized(schema: Json, imports: Map<string, Set<string>>): Json {
  if (Array.isArray(schema)) return schema.map((item) => localized(item, imports));
  if (schema === null || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema as Record<string, Json>);
  const ref = (schema as { $ref?: unknown }).$ref;
  const match = typeof ref === 'string' ? CROSS_FILE_REF.exec(ref) : null;
  if (match) {
    const [, file, name] = match as unknown as [string, string, string];
    imports.set(file, (imports.get(file) ?? new Set()).add(name));
    return { tsType: name };
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, localized(value, imports)]));
}

/** The module of one contract file: every `$defs` entry exported under its own name. */
export async function apiTypesFor(schema: { $defs?: Record<string, Json> }): Promise<string> {
  const imports = new Map<string, Set<string>>();
  const defs = localized(schema.$defs ?? {}, imports) as Record<string, Json>;
  const names = Object.keys(defs);
  // json-schema-to-typescript declares what the root reaches: a root listing every definition, dropped after.
  const root = {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { $ref: `#/$defs/${name}` }])),
    $defs: defs,
  };
  const rootName = 'ContractRoot';
  const code = await typesFromSchema(root, rootName);
  const withoutRoot = code.replace(new RegExp(`export interface ${rootName} \\{[^}]*\\}\\n`), '');
  const importLines = [...imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, used]) => `import type { ${[...used].sort().join(', ')} } from './${file}.ts';\n`)
    .join('');
  const [header, ...rest] = withoutRoot.split('\n');
  return `${header}\n${importLines}${importLines ? '\n' : ''}${rest.join('\n')}`;
}

/** Every module of the contract's types: path relative to `root` → content. */
export async function apiTypeFiles(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const dir = path.join(root, API_SCHEMAS);
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const feature = file.replace(/\.json$/, '');
    const schema = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    files.set(path.join(API_TYPES_DIR, `${feature}.ts`), await apiTypesFor(schema));
  }
  return files;
}
