// Anything shaped like an e-mail address inside a message (an SMTP refusal names its recipient).
const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+/g;
// A database error's fields that quote the data of the statement (values, keys, rows, JSON text).
const SQLSTATE = /^[0-9A-Z]{5}$/;

export const scrubEmails = (text: string): string => text.replace(EMAIL, '[correo]');

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  routine?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: unknown;
}

const isDatabaseError = (error: ErrorLike) =>
  typeof error.code === 'string' && SQLSTATE.test(error.code) && typeof error.routine === 'string';

/** What a log line keeps of an error (pino's shape: type, message and stack always present). */
export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The `err` serializer of every log line. A database error keeps only what names the fault (SQLSTATE, routine,
 * constraint, table, column) and its stack frames: its message, detail and context quote the statement's data
 * (`invalid input syntax for type integer: "…"`, `Key (email)=(…)`, a JSON line). Any other error keeps its
 * message and stack with e-mail addresses masked. Causes are serialized the same way.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (error === null || typeof error !== 'object') {
    return { type: typeof error, message: scrubEmails(String(error)), stack: '' };
  }
  const e = error as ErrorLike;
  const type = (error as object).constructor?.name ?? 'Error';
  const stack = text(e.stack);
  const cause = e.cause !== undefined && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {};
  if (isDatabaseError(e)) {
    return {
      type,
      message: `error de la base de datos ${e.code}`,
      code: e.code,
      routine: e.routine,
      ...(text(e.constraint) ? { constraint: e.constraint } : {}),
      ...(text(e.table) ? { table: e.table } : {}),
      ...(text(e.column) ? { column: e.column } : {}),
      // The first line of the stack repeats the message: only the frames stay.
      stack: stack ? stack.split('\n').slice(1).join('\n') : '',
      ...cause,
    };
  }
  return {
    type,
    message: scrubEmails(text(e.message) ?? ''),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    stack: stack ? scrubEmails(stack) : '',
    ...cause,
  };
}
