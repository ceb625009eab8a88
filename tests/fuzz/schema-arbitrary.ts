import fc from 'fast-check';

type Json = Record<string, unknown>;

const asSchema = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;

/** Text a resident might type, plus the classics that break naive code. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'NaN',
    'null',
    'undefined',
    '__proto__',
    "'; drop table noticias; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    '\ud800',
    'ñáéíóú €',
    '9999-99-99',
    '2025-02-30',
    'a'.repeat(5000),
  ),
);

function stringFor(schema: Json): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.oneof(fc.emailAddress(), nastyString);
    case 'date':
      return fc.oneof(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
        nastyString,
      );
    default:
      return nastyString;
  }
}

/**
 * Values shaped by a JSON Schema, deliberately loose: most follow the schema's types and names, some break
 * them (wrong types, extra keys), because the server must answer both with a 4xx or its documented 2xx.
 */
export function arbitraryFor(schemaLike: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = asSchema(schemaLike);
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if ('const' in schema) return fc.oneof(fc.constant(schema.const), fc.jsonValue({ maxDepth: 1 }));
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return fc.oneof(fc.constantFrom(...(schema.enum as unknown[])), nastyString);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) {
      return fc.oneof(
        ...options.map((option) =>
          arbitraryFor({ ...schema, [key]: undefined, ...asSchema(option) }, depth + 1),
        ),
      );
    }
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER), nastyString);
    case 'number':
      return fc.oneof(fc.double({ noNaN: true }), nastyString);
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'on', 'sí', 1));
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const properties = asSchema(schema.properties) ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([name, sub]) => [name, arbitraryFor(sub, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The names of a schema's top-level properties (fields a multipart form would carry). */
export function fieldNames(schemaLike: unknown): string[] {
  return Object.keys(asSchema(asSchema(schemaLike)?.properties) ?? {});
}
