import { HttpError } from '#server/http-error.ts';
import { hasHostileCharacter, isEmailField, MAX_EMAIL_LENGTH, stripUnsafe } from './hostile-text.ts';

const MAX_DEPTH = 64;

/** A field's name as shown in a message: only safe characters, never more than 100 of them. */
const label = (field: string) => stripUnsafe(field).slice(0, 100) || '(sin nombre)';

export function hostileCharacterError(field: string): HttpError {
  const campo = label(field);
  return new HttpError(400, `El campo «${campo}» contiene caracteres no permitidos.`, {
    errores: [
      {
        campo,
        mensaje:
          'Contiene caracteres de control o de dirección del texto que no se admiten. Escríbelo de nuevo sin copiarlo.',
      },
    ],
  });
}

function emailTooLong(field: string): HttpError {
  const campo = label(field);
  return new HttpError(400, `El campo «${campo}» es demasiado largo para ser un correo electrónico.`, {
    errores: [{ campo, mensaje: `Un correo electrónico tiene como máximo ${MAX_EMAIL_LENGTH} caracteres.` }],
  });
}

/** Throws a Spanish 400 naming the field when one text value breaks the boundary's rules. */
export function checkText(field: string, value: string, multiline: boolean): void {
  if (hasHostileCharacter(value, multiline)) throw hostileCharacterError(field);
  const last =
    field
      .split(/[.[\]]+/)
      .filter(Boolean)
      .at(-1) ?? field;
  if (isEmailField(last) && value.length > MAX_EMAIL_LENGTH) throw emailTooLong(field);
}

/** The name a multipart part or a JSON key goes by, which may never hold line breaks either. */
export function checkName(field: string | undefined): asserts field is string {
  // A multipart part may come with no name at all.
  if (typeof field !== 'string' || field === '') {
    throw new HttpError(400, 'Cada parte del formulario debe tener un nombre de campo.');
  }
  if (hasHostileCharacter(field, false)) throw hostileCharacterError(field);
}

/** A multipart file's name, which is shown to staff and offered as a download name. */
export function checkFileName(field: string, filename: string): void {
  if (hasHostileCharacter(filename, false)) throw hostileCharacterError(field);
}

/**
 * Checks every key and string inside a parsed value (a JSON body, the query, the params), naming the field by
 * its path (`personas.0.nombre`). Strings in `multiline` values may keep tab and line breaks.
 */
export function checkValue(value: unknown, path: string, multiline: boolean, depth = 0): void {
  if (typeof value === 'string') {
    checkText(path || 'valor', value, multiline);
    return;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      checkValue(item, path ? `${path}.${index}` : String(index), multiline, depth + 1);
    });
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    checkName(field);
    checkValue(item, field, multiline, depth + 1);
  }
}
