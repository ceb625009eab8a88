import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Spanish answers to what the client got wrong before any route ran; none echoes the request. */
export const CLIENT_ERRORS = {
  400: 'La petición no es válida.',
  408: 'La petición ha tardado demasiado. Inténtalo de nuevo.',
  414: 'La dirección es demasiado larga.',
  431: 'Las cabeceras de la petición son demasiado grandes.',
} as const;

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded or a path parameter over the router's limit,
 * answered in Spanish JSON (Fastify's own answer is English and quotes the URL).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  request.log.info({ code: error.code, statusCode: status }, 'petición rechazada por el enrutador');
  void reply.code(status).send({ mensaje: CLIENT_ERRORS[status] });
}

/**
 * Node's `clientError`: bad HTTP framing, oversized headers, a request too slow to arrive. There is no request
 * object yet, so the answer is written on the socket, in Spanish JSON, and the connection closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ mensaje: CLIENT_ERRORS[status] });
  socket.end(
    `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : status === 408 ? 'Request Timeout' : 'Request Header Fields Too Large'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
