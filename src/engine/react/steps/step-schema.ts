import type { Schema } from '../../procedure.ts';
import type { ProcedureValidator } from '../validators.ts';

// Root keywords that tie fields together (a condition on one field requiring another, extra properties drawn
// from the data): with any of them a step cannot leave the other steps' fields out of its schema.
const CROSS_FIELD = [
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'dependencies',
  'dependentRequired',
  'dependentSchemas',
  'patternProperties',
];

/**
 * The schema RJSF draws for one data step: the root with only the step's fields (`campos`), so a step builds
 * defaults, resolves and renders its own fields and not the whole form's. The other answers stay in the form's
 * data untouched (RJSF keeps data its schema does not name). Undefined when the root ties fields of different
 * steps together: the step then draws the whole schema with the other fields hidden (`stepUiSchema`).
 */
export function stepSchema(schema: Schema, campos: readonly string[]): Schema | undefined {
  const { properties, required, additionalProperties } = schema;
  if (!properties || CROSS_FIELD.some((keyword) => keyword in schema)) return undefined;
  if (additionalProperties !== undefined && additionalProperties !== false) return undefined;
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([name]) => campos.includes(name))),
    ...(required ? { required: required.filter((name) => campos.includes(name)) } : {}),
  };
}

/**
 * The procedure's validator for a form drawing `step` (from `stepSchema(whole, …)`): its precompiled functions
 * know only the whole schema as root, so what RJSF asks about the step's root (which option of a choice the data
 * matches) is asked about the whole one, whose fields and subschemas are the same objects.
 */
export function stepValidator(
  validator: ProcedureValidator,
  whole: Schema,
  step: Schema,
): ProcedureValidator {
  const root = (schema: Schema) => (schema === step ? whole : schema);
  return {
    validateFormData: (formData, schema, ...rest) =>
      validator.validateFormData(formData, root(schema), ...rest),
    isValid: (schema, formData, rootSchema) => validator.isValid(root(schema), formData, root(rootSchema)),
    rawValidation: (schema, formData) => validator.rawValidation(root(schema), formData),
    reset: () => validator.reset?.(),
  };
}
