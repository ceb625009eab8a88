import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.ts';
import { type SchemaIssue, schemaFailure } from './api-contract/validation-messages.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.ts';
import { CLIENT_ERRORS } from './framework-errors.ts';
import { isMalformedMultipart, MALFORMED_MULTIPART_MESSAGE } from './malformed-multipart.ts';

const MESSAGES: Record<number, string> = {
  401: 'Necesitas iniciar sesión.',
  403: 'No tienes permiso para esta acción.',
  404: 'No se ha encontrado lo que buscas.',
  405: 'Método no permitido.',
  406: 'Formato no aceptado.',
  409: 'La petición entra en conflicto con el estado actual.',
  413: 'El envío es demasiado grande.',
  415: 'Tipo de contenido no admitido.',
  429: 'Demasiadas peticiones. Espera un momento.',
  // 400, 408, 414 and 431: the router's and the socket's own answers.
  ...CLIENT_ERRORS,
};

/** Clear Spanish messages for every client error; server errors are logged and never leak their cause. */
export const errorHandling: FastifyPluginAsync = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isMalformedMultipart(error)) {
      request.log.info({ err: error }, 'multipart mal formado');
      return reply.code(400).send({ mensaje: MALFORMED_MULTIPART_MESSAGE });
    }
    if (!error.statusCode && isDatabaseUnavailable(error)) {
      // Nothing was done for this request; the client (or the balancer) may simply try again.
      request.log.warn({ err: error }, 'la base de datos no está disponible');
      return reply.code(503).header('retry-after', '5').send({ mensaje: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 503 && error instanceof HttpError) {
      // A dependency is down (the limits' Redis…): nothing was done, the client may try again.
      request.log.warn({ err: error.cause ?? error }, 'servicio no disponible');
      if (error.headers) reply.headers(error.headers);
      return reply.code(503).send({ mensaje: error.message });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'error interno');
      return reply
        .code(500)
        .send({ mensaje: 'Se ha producido un error interno. Inténtalo de nuevo más tarde.' });
    }
    if (error.validation) {
      // A route schema refused the request: each field's own Spanish message, or ajv's in Spanish.
      return reply.code(400).send(schemaFailure(error.validation as SchemaIssue[], error.validationContext));
    }
    request.log.info({ err: error }, 'petición rechazada');
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(status).send({ mensaje: error.message, ...error.extra });
    }
    // Framework errors (bad JSON, oversize body…) get the generic Spanish message for their status.
    return reply.code(status).send({ mensaje: MESSAGES[status] ?? MESSAGES[400] });
  });
});
