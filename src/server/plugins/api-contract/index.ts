import type { FastifyPluginAsync, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { contractCompilers } from './compilers.ts';

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
 * Adds the contract's files to the app, so every route's schema can `$ref` them (Fastify's serialiser reads
 * them from here), and validates every route's request with them.
 */
export const apiContract: FastifyPluginAsync = fp(async (app) => {
  const compilers = contractCompilers();
  for (const schema of compilers.schemas) app.addSchema(schema);
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart, contentType }) =>
    // A multipart body is checked by its handler once read (multipartFields); Fastify sees no body to check.
    contentType === MULTIPART
      ? () => true
      : compilers.validator(httpPart === 'body' ? 'body' : 'text', schema),
  );
  app.setSerializerCompiler(({ schema }) => compilers.serializer(schema));
  app.decorateRequest('multipartFields', function <T>(this: FastifyRequest, fields: Record<string, unknown>) {
    const declared = (this.routeOptions.schema?.body as ReturnType<typeof multipartBody> | undefined)
      ?.content?.[MULTIPART]?.schema;
    if (!declared) throw new Error(`${this.routeOptions.url} no declara su cuerpo multipart (multipartBody)`);
    const validate = compilers.validator('text', declared);
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
