type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keywords whose error is about a rule over several fields rather than one field. */
export const RULE_KEYWORDS: readonly string[] = ['not', 'anyOf', 'oneOf'];

function firstOf(node: unknown): string | undefined {
  if (!isObject(node)) return undefined;
  const properties = isObject(node.properties) ? Object.keys(node.properties) : [];
  const required = Array.isArray(node.required) ? (node.required as string[]) : [];
  return properties[0] ?? required[0];
}

/**
 * The first field a rule over several fields lists (domiciliación's 'at least one tax' → `vehiculos`), so its
 * error is shown beside that field and the error summary links to it. `rule` is the value of the `not`, `anyOf`
 * or `oneOf` keyword; undefined when the rule names no field (a list of options of one field).
 */
export function firstListedField(rule: unknown): string | undefined {
  if (Array.isArray(rule)) {
    for (const branch of rule) {
      const found = firstOf(branch);
      if (found) return found;
    }
    return undefined;
  }
  return firstOf(rule);
}

/** The schema node a JSON pointer such as ajv's `schemaPath` ('#/allOf/0/not') points at. */
export function schemaAtPointer(schema: unknown, pointer: string): unknown {
  let node: unknown = schema;
  for (const raw of pointer
    .replace(/^#?\/?/, '')
    .split('/')
    .filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Node)[key];
  }
  return node;
}
