import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fastJsonStringify, { type AnySchema, type Schema } from 'fast-json-stringify';
import { onceByJson } from '#server/once-by-json.ts';
import { type ApiSchema, readApiSchemas } from './contract-files.ts';

/**
 * The ajv of the route schemas, with the contract's files. As Fastify's own (formats, defaults, unknown
 * properties of a closed object dropped, query and path values coerced from text), but a JSON body is never
 * coerced (a number is not a name), and every problem is reported at once, each with the schema that found it
 * (the error handler answers with its `errorMessage`). Reporting all of them costs little here: bodies are
 * capped at 1 MB and the contract's patterns are linear.
 */
function contractAjv(schemas: readonly object[], coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    addUsedSchema: false,
    allErrors: true,
    verbose: true,
  });
  addFormats(ajv);
  // An annotation for the error handler: the Spanish message of a value (or, on a property, of its absence).
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  for (const schema of schemas) ajv.addSchema(schema);
  return ajv;
}

/** A JSON body ('body', never coerced) or a text part (path, query, headers, multipart fields: coerced). */
export type Part = 'body' | 'text';

export interface ContractCompilers {
  schemas: ApiSchema[];
  /** The check of a route part's schema, compiled once per distinct schema. */
  validator(part: Part, schema: unknown): ValidateFunction;
  /** The serialiser of a route answer's schema (what Fastify's default makes), built once per distinct schema. */
  serializer(schema: unknown): (data: unknown) => string;
}

let shared: ContractCompilers | undefined;

/**
 * The contract's compilers, one set per process: every app a process builds (the test suite builds hundreds,
 * a benchmark several) has the same contract files and route schemas, and compiling them was half of an
 * app's start. Checks and serialisers keep no state between calls, so apps can share them.
 */
export function contractCompilers(): ContractCompilers {
  if (shared) return shared;
  const schemas = readApiSchemas();
  const ajv: Record<Part, Ajv> = { body: contractAjv(schemas, false), text: contractAjv(schemas, 'array') };
  const external = Object.fromEntries(schemas.map((schema) => [schema.$id, schema as unknown as Schema]));
  const validators = {
    body: onceByJson((schema: unknown) => ajv.body.compile(schema as object)),
    text: onceByJson((schema: unknown) => ajv.text.compile(schema as object)),
  };
  shared = {
    schemas,
    validator: (part, schema) => validators[part](schema),
    serializer: onceByJson((schema: unknown) => fastJsonStringify(schema as AnySchema, { schema: external })),
  };
  return shared;
}
