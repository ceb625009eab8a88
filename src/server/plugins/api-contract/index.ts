import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'ajv';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ROOT_DIR } from '#engine/catalogue/load-catalogue.ts';

export { type FieldProblem, type SchemaIssue, schemaFailure } from './validation-messages.ts';

/** The API contract: one JSON Schema file per feature, its pieces under `$defs` (types: npm run generate). */
export const API_SCHEMAS_DIR = path.join(ROOT_DIR, 'schemas/api');

/** Every file of the contract, each with its `$id` (its file name). */
export function readApiSchemas(dir = API_SCHEMAS_DIR): Array<{ $id: string; $defs: Record<string, object> }> {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
}

/** A piece of the contract for a route's `schema`: `api('booking', 'OccupiedHours')`. */
export const api = (feature: string, name: string) => ({ $ref: `${feature}.json#/$defs/${name}` });

/** The answer every refusal of the API has (common.json ErrorBody), for `response: { ...errors }`. */
export const errorAnswers = { '4xx': api('common', 'ErrorBody'), '5xx': api('common', 'ErrorBody') } as const;

/**
 * `errorMessage`: the Spanish message a schema gives for its value (or, on a property, for its absence),
 * read by the error handler in place of ajv's. An annotation: it never fails a value itself.
 */
export const errorMessageKeyword: Plugin<unknown> = (ajv) =>
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });

/** Fastify's `ajv` option: every problem of a request at once, each with the schema that found it. */
export const ajvOptions = {
  customOptions: { allErrors: true, verbose: true },
  plugins: [errorMessageKeyword],
};

/** Adds the contract's files to the app, so every route's schema can `$ref` them. */
export const apiContract: FastifyPluginAsync = fp(async (app) => {
  for (const schema of readApiSchemas()) app.addSchema(schema);
});
