import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { ROOT_DIR } from '#engine/node/load-catalogue.ts';

/** The API contract: one JSON Schema file per feature, its pieces under `$defs` (types: npm run generate). */
export const API_SCHEMAS_DIR = path.join(ROOT_DIR, 'schemas/api');

type ApiSchema = { $id: string; $defs: Record<string, Record<string, unknown>> };

/**
 * Every file of the contract, each with its `$id` (its file name). A `$ref` without an `errorMessage` of its own
 * takes its definition's, so a required property's absence is answered with the message of what it refers to.
 */
export function readApiSchemas(dir = API_SCHEMAS_DIR): ApiSchema[] {
  const schemas: ApiSchema[] = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  const byId = new Map(schemas.map((schema) => [schema.$id, schema]));
  const inherit = (node: unknown, file: ApiSchema): void => {
    if (node === null || typeof node !== 'object') return;
    for (const child of Object.values(node)) inherit(child, file);
    const schema = node as { $ref?: unknown; errorMessage?: unknown };
    if (typeof schema.$ref !== 'string' || schema.errorMessage !== undefined) return;
    const [target = '', pointer = ''] = schema.$ref.split('#/$defs/');
    const message = (target ? byId.get(target) : file)?.$defs[pointer]?.errorMessage;
    if (typeof message === 'string') schema.errorMessage = message;
  };
  for (const schema of schemas) inherit(schema.$defs, schema);
  return schemas;
}

/** A piece of the contract for a route's `schema`: `api('booking', 'OccupiedHours')`. */
export const api = (feature: string, name: string) => ({ $ref: `${feature}.json#/$defs/${name}` });

/** The answer every refusal of the API has (common.json ErrorBody), for `response: { 200: …, ...errorAnswers }`. */
export const errorAnswers = { '4xx': api('common', 'ErrorBody'), '5xx': api('common', 'ErrorBody') } as const;

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

/**
 * Adds the contract's files to the app, so every route's schema can `$ref` them (Fastify's serialiser reads
 * them from here), and validates every route's request with them.
 */
export const apiContract: FastifyPluginAsync = fp(async (app) => {
  const schemas = readApiSchemas();
  for (const schema of schemas) app.addSchema(schema);
  const body = contractAjv(schemas, false);
  const text = contractAjv(schemas, 'array');
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) =>
    (httpPart === 'body' ? body : text).compile(schema as object),
  );
});
