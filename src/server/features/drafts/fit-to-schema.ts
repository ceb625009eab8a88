import type { Schema } from '#engine/procedure.ts';
import { itemsOf, propertiesOf, typeOf } from '#engine/wire/field-index.ts';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The values a field may take when it is a choice (enum or a oneOf/anyOf of consts); undefined otherwise.
function choices(schema: Schema | undefined): unknown[] | undefined {
  if (Array.isArray(schema?.enum)) return schema.enum;
  const options = (schema?.oneOf ?? schema?.anyOf) as unknown[] | undefined;
  if (options?.every((option) => isNode(option) && 'const' in option)) {
    return options.map((option) => (option as Node).const);
  }
  return undefined;
}

/** Each answered leaf's label ('Persona 1 · Nombre y apellidos'), by data path, from the schema's titles. */
export function labelsOf(schema: Schema, data: Node, prefix = '', labelPrefix = ''): Record<string, string> {
  const labels: Record<string, string> = {};
  const properties = propertiesOf(schema);
  for (const [key, value] of Object.entries(data)) {
    const field = properties.get(key);
    const title = typeof field?.title === 'string' ? field.title : key;
    const path = prefix ? `${prefix}.${key}` : key;
    const label = labelPrefix ? `${labelPrefix} · ${title}` : title;
    if (isNode(value)) Object.assign(labels, labelsOf(field ?? {}, value, path, label));
    else if (Array.isArray(value) && value.some(isNode)) {
      const items = itemsOf(field);
      const itemTitle = typeof items?.title === 'string' ? items.title : title;
      value.forEach((item, index) => {
        if (isNode(item))
          Object.assign(labels, labelsOf(items ?? {}, item, `${path}.${index}`, `${itemTitle} ${index + 1}`));
      });
    } else labels[path] = label;
  }
  return labels;
}

/**
 * Keeps what still fits the current schema: fields the schema no longer has, and choices it no longer offers,
 * are dropped and named (by the label they had when saved) in `descartados`.
 */
export function fitToSchema(
  schema: Schema,
  data: Node,
  savedLabels: Record<string, string>,
  prefix = '',
): { datos: Node; descartados: string[] } {
  const datos: Node = {};
  const descartados: string[] = [];
  const properties = propertiesOf(schema);
  const drop = (path: string, value: unknown) => {
    const leaves = Object.keys(savedLabels).filter((key) => key === path || key.startsWith(`${path}.`));
    if (leaves.length === 0 && value !== undefined) descartados.push(path);
    for (const leaf of leaves) descartados.push(savedLabels[leaf] ?? leaf);
  };
  for (const [key, value] of Object.entries(data)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const field = properties.get(key);
    if (!field) {
      drop(path, value);
      continue;
    }
    const type = typeOf(field);
    if (type === 'object' && isNode(value)) {
      const nested = fitToSchema(field, value, savedLabels, path);
      datos[key] = nested.datos;
      descartados.push(...nested.descartados);
    } else if (type === 'array' && Array.isArray(value)) {
      const items = itemsOf(field);
      const allowed = choices(items);
      datos[key] = value.flatMap((item, index) => {
        if (isNode(item)) {
          const nested = fitToSchema(items ?? {}, item, savedLabels, `${path}.${index}`);
          descartados.push(...nested.descartados);
          return [nested.datos];
        }
        if (allowed && !allowed.includes(item)) {
          descartados.push(`${savedLabels[path] ?? key}: ${String(item)}`);
          return [];
        }
        return [item];
      });
    } else {
      const allowed = choices(field);
      if (allowed && !allowed.includes(value)) drop(path, value);
      else datos[key] = value;
    }
  }
  return { datos, descartados };
}
