import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request's id in and out (load balancers and proxies set and read it). */
export const REQUEST_ID_HEADER = 'x-request-id';

// Letters, digits and a few separators, as UUIDs and proxy ids use: nothing that could forge log lines.
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming x-request-id when it is a sane token (so a proxy's id follows the request), else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}
