import { HttpError } from '#server/http-error.ts';
import type { FieldError } from '#shared/api-types/generated/common.ts';

/** One problem with one submitted field, in Spanish (the API's `errores` entries: common.json FieldError). */
export type { FieldError };

/** A 400 whose `mensaje` is the first problem (for clients that show one line) and `errores` lists all. */
export function fieldErrors(errores: FieldError[]): HttpError {
  return new HttpError(400, errores[0]?.mensaje ?? 'Revisa los datos enviados.', { errores });
}

const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 320 && EMAIL.test(value);
}
