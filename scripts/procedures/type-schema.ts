import type { Schema } from '#engine/procedure.ts';
import { propertiesOf } from '#engine/wire/field-index.ts';

type Node = Record<string, unknown>;

// Keywords of an object schema that add conditions rather than fields: the types describe the fields only.
const CONDITION_KEYS = ['if', 'then', 'else', 'not', 'allOf', 'anyOf', 'dependencies'];

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schema json-schema-to-typescript gets: every field an object may have, including those declared only in
 * if/then branches (`motivo`, `vehiculoDetalle`, `repNombre`…) as optional, since they are present only when
 * their condition holds; the conditions themselves dropped. Lists of options (`oneOf` of consts) stay.
 */
export function typeSchema(schema: Schema): Schema {
  const visit = (node: unknown): unknown => {
    if (!isObject(node)) return node;
    const out: Node = { ...node };
    if (isObject(node.items)) out.items = visit(node.items);
    const properties = propertiesOf(node as Schema);
    if (properties.size === 0) return out;
    for (const key of CONDITION_KEYS) delete out[key];
    out.properties = Object.fromEntries([...properties].map(([name, sub]) => [name, visit(sub)]));
    return out;
  };
  return visit(schema) as Schema;
}
