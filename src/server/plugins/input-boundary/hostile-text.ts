// C0 controls, DEL and C1 controls; Unicode bidi marks, embeddings, overrides and isolates (the "Trojan
// source" characters); and lone UTF-16 surrogates, which PostgreSQL refuses. Tab, LF and CR are listed
// apart: multi-line text keeps them.
const CONTROLS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const BIDI = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const LINE_BREAKS = '\\t\\n\\r';
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

const IN_TEXT = new RegExp(`[${CONTROLS}${BIDI}]|${LONE_SURROGATE}`);
const IN_LINE = new RegExp(`[${CONTROLS}${BIDI}${LINE_BREAKS}]|${LONE_SURROGATE}`);
const ALL_UNSAFE = new RegExp(`[${CONTROLS}${BIDI}${LINE_BREAKS}]|${LONE_SURROGATE}`, 'g');

/** RFC 5321's limit for a whole address: anything longer is not an e-mail and is refused before any work. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * True when `value` holds a character no field accepts: a control character, a bidi control or a lone
 * surrogate. `multiline` text (a JSON body's or a form's values) may keep tab and line breaks; names, paths,
 * query values and file names may not.
 */
export function hasHostileCharacter(value: string, multiline: boolean): boolean {
  return (multiline ? IN_TEXT : IN_LINE).test(value);
}

/** `name` without any of those characters, for showing it (a download name, a field's name in a message). */
export function stripUnsafe(name: string): string {
  return name.replace(ALL_UNSAFE, '');
}

/** Field names that carry an e-mail address (`email`, `emailContacto`, `correo`…), bounded everywhere. */
export function isEmailField(name: string): boolean {
  return /e-?mail|correo/i.test(name);
}
