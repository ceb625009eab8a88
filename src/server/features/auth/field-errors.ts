import { HttpError } from '#server/http-error.ts';
import type { FieldError } from '#shared/api-types/generated/common.ts';

/** One problem with one submitted field, in Spanish (the API's `errores` entries: common.json FieldError). */
export type { FieldError };

/** A 400 whose `mensaje` is the first problem (for clients that show one line) and `errores` lists all. */
export function fieldErrors(errores: FieldError[]): HttpError {
  return new HttpError(400, errores[0]?.mensaje ?? 'Revisa los datos enviados.', { errores });
}

/** The named string fields of a JSON body, trimmed unless listed in `raw` (passwords keep their spaces). */
export function readStrings<K extends string>(
  body: unknown,
  names: readonly K[],
  raw: readonly K[] = [],
): Record<K, string> {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = source[name];
    const text = typeof value === 'string' ? value : '';
    out[name] = raw.includes(name) ? text : text.trim();
  }
  return out;
}

const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 320 && EMAIL.test(value);
}
