import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyPluginAsync, FastifyRequest, FastifySchema } from 'fastify';
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

/** The answer of a delete (204, no body), for `response: { 204: …, ...errorAnswers }`. */
export const noContent = api('common', 'NoContent');

const MULTIPART = 'multipart/form-data';

/**
 * A multipart route's body: its text fields, as the contract's `name` declares them. Fastify does not read a
 * multipart body (the handler streams it, so a file is never held before its limits are checked): the
 * handler checks the fields it read against this same schema with `request.multipartFields(fields)`.
 */
export const multipartBody = (feature: string, name: string) => ({
  content: { [MULTIPART]: { schema: api(feature, name) } },
});

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The text fields of this request's multipart body, checked against its route's `multipartBody` (values
     * coerced as in a query, defaults applied); a refusal is the same Spanish 400 as any schema's.
     */
    multipartFields<T>(fields: Record<string, unknown>): T;
  }
}

/** The answer every refusal of the API has (common.json ErrorBody), for `response: { 200: …, ...errorAnswers }`. */
export const errorAnswers = { '4xx': api('common', 'ErrorBody'), '5xx': api('common', 'ErrorBody') } as const;

type Piece = string | Record<string, unknown>;

/**
 * A route's schema from its feature's file of the contract: request parts and answers by status, each a `$defs`
 * name of that file or a schema of its own (`noContent`, `multipartBody(…)`). Every route also answers its
 * refusals with ErrorBody: `contract('booking', { querystring: 'AvailabilityQuery', 200: 'OccupiedHours' })`.
 */
export function contract(
  feature: string,
  parts: { params?: Piece; querystring?: Piece; body?: Piece; headers?: Piece; [status: number]: Piece },
): FastifySchema {
  const piece = (part: Piece) => (typeof part === 'string' ? api(feature, part) : part);
  const request: Record<string, unknown> = {};
  const response: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(parts)) {
    if (/^\d{3}$/.test(key)) response[key] = piece(part);
    else request[key] = piece(part);
  }
  return { ...request, response: { ...response, ...errorAnswers } };
}

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
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart, contentType }) =>
    // A multipart body is checked by its handler once read (multipartFields); Fastify sees no body to check.
    contentType === MULTIPART ? () => true : (httpPart === 'body' ? body : text).compile(schema as object),
  );
  const compiled = new WeakMap<object, ReturnType<Ajv['compile']>>();
  app.decorateRequest('multipartFields', function <T>(this: FastifyRequest, fields: Record<string, unknown>) {
    const declared = (this.routeOptions.schema?.body as ReturnType<typeof multipartBody> | undefined)
      ?.content?.[MULTIPART]?.schema;
    if (!declared) throw new Error(`${this.routeOptions.url} no declara su cuerpo multipart (multipartBody)`);
    const validate = compiled.get(declared) ?? text.compile(declared);
    compiled.set(declared, validate);
    if (!validate(fields)) {
      // Shaped as Fastify's own refusal, so the error handler answers it like any route schema's.
      throw Object.assign(new Error('cuerpo multipart no válido'), {
        statusCode: 400,
        validation: validate.errors,
        validationContext: 'body',
      });
    }
    return fields as T;
  });
});
