import type { Schema } from '../procedure.ts';

type Node = Record<string, unknown>;

const BRANCH_KEYS = ['allOf', 'anyOf', 'oneOf'] as const;

/**
 * Every property an object schema may have, wherever it is declared: its own `properties`, conditional
 * branches (`if/then/else`), `allOf`/`anyOf`/`oneOf` and schema `dependencies`. A name declared twice keeps the
 * first declaration's schema (the branches of one field agree on its type).
 */
export function propertiesOf(schema: Schema | undefined): Map<string, Schema> {
  const found = new Map<string, Schema>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const object = node as Node;
    for (const [name, sub] of Object.entries((object.properties as Node | undefined) ?? {})) {
      if (!found.has(name)) found.set(name, sub as Schema);
    }
    visit(object.then);
    visit(object.else);
    for (const key of BRANCH_KEYS)
      for (const branch of (object[key] as unknown[] | undefined) ?? []) visit(branch);
    for (const dependency of Object.values((object.dependencies as Node | undefined) ?? {})) {
      if (!Array.isArray(dependency)) visit(dependency);
    }
  };
  visit(schema);
  return found;
}

/** The JSON type a schema declares ('string' when it says nothing: multipart values are text). */
export function typeOf(schema: Schema | undefined): string {
  const type = schema?.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') ?? 'string';
  if (schema?.properties) return 'object';
  if (schema?.items) return 'array';
  return 'string';
}

/** The schema of an array's items (tuple forms are not used by procedures). */
export function itemsOf(schema: Schema | undefined): Schema | undefined {
  const items = schema?.items;
  return typeof items === 'object' && items !== null && !Array.isArray(items) ? (items as Schema) : undefined;
}
