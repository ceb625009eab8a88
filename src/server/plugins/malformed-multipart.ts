/**
 * Errors the multipart parser (busboy) raises on a broken body, as plain Errors with no status: a missing
 * or oversize boundary, a body cut short. They are the client's fault and must be a 400, not a logged 500.
 */
const BUSBOY_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  // The boundary becomes busboy's search needle, limited to 256 bytes.
  /^The needle cannot (be an empty|have a length bigger)/,
];

export const MALFORMED_MULTIPART_MESSAGE =
  'El formulario enviado está incompleto o mal formado. Vuelve a enviarlo desde la página del trámite.';

/** True for a parse error of a multipart body (see BUSBOY_MESSAGES), which the client caused. */
export function isMalformedMultipart(error: { message?: unknown; statusCode?: unknown }): boolean {
  if (error.statusCode !== undefined) return false;
  const message = typeof error.message === 'string' ? error.message : '';
  return BUSBOY_MESSAGES.some((pattern) => pattern.test(message));
}
