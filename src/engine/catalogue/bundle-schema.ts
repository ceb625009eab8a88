import type { Schema } from '../procedure.ts';

type Json = Record<string, unknown>;

/** Shared schema documents by file name, e.g. `{ 'comunes.json': {...} }`. */
export type SharedSchemas = Record<string, unknown>;

const SHARED_REF = /^(?:\.\.\/\.\.\/schemas\/)([a-z0-9-]+\.json)$/;
// Keywords that make an allOf entry more than a plain block of fields: such entries stay in allOf.
const CONDITIONAL_KEYS = ['if', 'then', 'else', 'oneOf', 'anyOf', 'not', 'dependencies', 'allOf'];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pointerGet(document: unknown, pointer: string, ref: string): unknown {
  if (pointer === '' || pointer === '/') return document;
  let node: unknown = document;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) throw new Error(`No se puede resolver la referencia "${ref}".`);
    node = node[key];
  }
  return node;
}

/**
 * Inlines every `$ref` (local, or to a shared file under schemas/) so the result is self-contained; a `title`
 * or other keyword written beside a `$ref` overrides the referenced one.
 */
export function inlineRefs(schema: unknown, shared: SharedSchemas): unknown {
  const visit = (node: unknown, document: unknown, stack: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, document, stack));
    if (!isObject(node)) return node;
    const { $ref, ...rest } = node;
    const own: Json = {};
    for (const [key, value] of Object.entries(rest)) own[key] = visit(value, document, stack);
    if (typeof $ref !== 'string') return own;
    const [file = '', pointer = ''] = $ref.split('#');
    let target = document;
    let targetName = stack.at(-1)?.split('#')[0] ?? '';
    if (file !== '') {
      const match = SHARED_REF.exec(file) ?? /^([a-z0-9-]+\.json)$/.exec(file);
      const name = match?.[1];
      if (name === undefined || !(name in shared))
        throw new Error(`No se puede resolver la referencia "${$ref}".`);
      target = shared[name];
      targetName = name;
    }
    const key = `${targetName}#${pointer}`;
    if (stack.includes(key)) throw new Error(`Referencia circular: ${[...stack, key].join(' → ')}`);
    const resolved = visit(pointerGet(target, pointer, $ref), target, [...stack, key]);
    return isObject(resolved) ? { ...resolved, ...own } : resolved;
  };
  return visit(schema, schema, ['schema.json#']);
}

function isPlainBlock(entry: unknown): entry is Json {
  return isObject(entry) && isObject(entry.properties) && !CONDITIONAL_KEYS.some((key) => key in entry);
}

/** Moves the fields of top-level `allOf` blocks (such as `solicitante`) into the schema's own properties. */
export function flattenBlocks(schema: Json): Json {
  if (!Array.isArray(schema.allOf)) return schema;
  const blocks = schema.allOf.filter(isPlainBlock);
  const rest = schema.allOf.filter((entry) => !isPlainBlock(entry));
  const properties: Json = {};
  const required = new Set<string>();
  for (const block of blocks) {
    Object.assign(properties, block.properties);
    for (const name of (block.required as string[] | undefined) ?? []) required.add(name);
  }
  Object.assign(properties, isObject(schema.properties) ? schema.properties : {});
  for (const name of (schema.required as string[] | undefined) ?? []) required.add(name);
  const { allOf: _allOf, ...others } = schema;
  const flat: Json = { ...others, type: 'object', properties };
  if (required.size > 0) flat.required = [...required];
  if (rest.length > 0) flat.allOf = rest;
  return flat;
}

/** Bundles a procedure schema: refs inlined, `definitions` dropped, top-level blocks flattened. */
export function bundleSchema(schema: unknown, shared: SharedSchemas): Schema {
  const inlined = inlineRefs(schema, shared);
  if (!isObject(inlined)) throw new Error('El esquema del trámite debe ser un objeto JSON.');
  const { definitions: _definitions, $id: _id, $schema: _schema, ...rest } = inlined;
  return flattenBlocks(rest) as Schema;
}
