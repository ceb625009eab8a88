// TypeScript types from a JSON Schema with json-schema-to-typescript, for every generator of the repository
// (procedure.json's format here; the API contract's types can use the same function).

/** The header of every generated file. */
export const GENERATED_HEADER = '// Generado por `npm run generate`. No editar a mano.\n';

/**
 * The TypeScript declarations of `schema`, its root type named `name` (the schema's own `title` would
 * otherwise name it), objects closed unless the schema opens them, `$schema` keys dropped.
 */
export async function typesFromSchema(schema: object, name: string): Promise<string> {
  // Loaded on use: a development tool, absent from an install without devDependencies.
  const { compile } = await import('json-schema-to-typescript');
  const { title: _title, $id: _id, ...rest } = schema as Record<string, unknown>;
  const code = await compile(rest as Parameters<typeof compile>[0], name, {
    bannerComment: '',
    format: false,
    additionalProperties: false,
    strictIndexSignatures: true,
    ignoreMinAndMaxItems: true,
    declareExternallyReferenced: true,
  });
  return `${GENERATED_HEADER}${code}`;
}
