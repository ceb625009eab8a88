import { ApiError } from '#web/api/client.ts';

export const LOGIN_TOO_MANY = 'Demasiados intentos fallidos. Espera un momento.';
export const LOGIN_BAD_CREDENTIALS = 'Credenciales incorrectas';

/**
 * SPEC §8 for the login form: 429 → wait message; 401 → bad credentials; anything else → the server's
 * message without the "Error" prefix, braces or quotes.
 */
export function loginErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  const raw = error instanceof Error ? error.message : String(error);
  if (status === 429 || raw.includes('429')) return LOGIN_TOO_MANY;
  if (status === 401 || raw.includes('401')) return LOGIN_BAD_CREDENTIALS;
  const text = error instanceof ApiError ? error.mensaje : raw;
  const cleaned = text
    .replace(/^\s*Error:?\s*/i, '')
    .replace(/[{}"']/g, '')
    .trim();
  return cleaned || 'No se ha podido iniciar sesión. Inténtalo de nuevo.';
}

/** The server's first field error (or its sentence for a refusal such as 429), else `fallback` (SPEC §8). */
export function fieldErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const first = error.errores[0]?.mensaje;
  if (first) return first;
  return error.status === 429 ? error.mensaje : fallback;
}
