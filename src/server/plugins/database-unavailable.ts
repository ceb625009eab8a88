// SQLSTATE classes and codes that mean "the database is not there right now", not "your request is wrong":
// 08 connection exceptions, 53 insufficient resources (disk full, out of memory, too many connections),
// 55000 "not currently accepting connections" (ALTER DATABASE … ALLOW_CONNECTIONS false) and 57P0x
// admin shutdown / crash / cannot connect now / database dropped.
const UNAVAILABLE_SQLSTATE = /^(08...|53...|55000|57P0.)$/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
// node-postgres reports a dead connection with these messages and no code.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
];

export const DATABASE_UNAVAILABLE_MESSAGE =
  'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

/** True when `error` says the database could not be reached (a blip, a restart), so 503 and not 500. */
export function isDatabaseUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}
