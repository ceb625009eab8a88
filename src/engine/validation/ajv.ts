import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Procedure, Schema } from '../procedure.ts';
import { formats } from './formats.ts';
import { addKeywords } from './keywords.ts';
import { createLocalizer } from './messages.ts';
import { firstListedField, RULE_KEYWORDS } from './rule-target.ts';

/**
 * The ajv options the precompiled browser validators are built with too (RJSF's AJV_CONFIG); `$data` lets a rule
 * compare two fields (a date no earlier than another one).
 */
export const AJV_OPTIONS = {
  allErrors: true,
  multipleOfPrecision: 8,
  strict: false,
  verbose: true,
  $data: true,
} as const;

/** Adds the formats and keywords every schema may use to an ajv (runtime, generator or stories alike). */
export function extendAjv(ajv: Ajv): Ajv {
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  return addKeywords(ajv);
}

/** A runtime ajv (server and checks; never the browser, whose validators are precompiled) with our formats. */
export function createAjv(): Ajv {
  return extendAjv(new Ajv(AJV_OPTIONS));
}

/** One field error: the field's path ('personas.0.dni') and a Spanish sentence naming it by its title. */
export interface FieldError {
  campo: string;
  mensaje: string;
}

export type ValidationResult = { valido: true; errores: [] } | { valido: false; errores: FieldError[] };

const fieldOf = (error: ErrorObject) => {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const inner =
    error.keyword === 'required'
      ? (error.params as { missingProperty: string }).missingProperty
      : RULE_KEYWORDS.includes(error.keyword)
        ? firstListedField(error.schema)
        : undefined;
  if (inner === undefined) return base;
  return base ? `${base}.${inner}` : inner;
};

/** Compiles a schema once and returns a function that validates data with Spanish, title-based messages. */
export function compileValidator(
  schema: Schema,
  ajv: Ajv = createAjv(),
): (data: unknown) => ValidationResult {
  const validate: ValidateFunction = ajv.compile(schema);
  const localize = createLocalizer(schema);
  return (data) => {
    if (validate(data)) return { valido: true, errores: [] };
    const errors = [...(validate.errors ?? [])];
    localize(errors);
    return {
      valido: false,
      errores: errors
        // if/then wrappers only say "must match then": the real error is reported beside it.
        .filter((error) => error.keyword !== 'if')
        .map((error) => ({ campo: fieldOf(error), mensaje: error.message ?? 'No es válido.' })),
    };
  };
}

const cache = new WeakMap<Procedure, (data: unknown) => ValidationResult>();

/** Validates submitted data against a procedure's schema (compiled once per procedure). */
export function validateProcedureData(procedure: Procedure, data: unknown): ValidationResult {
  let validate = cache.get(procedure);
  if (!validate) {
    validate = compileValidator(procedure.schema);
    cache.set(procedure, validate);
  }
  return validate(data);
}
