import type { RJSFValidationError } from '@rjsf/utils';
import type { Schema } from '../procedure.ts';
import { firstListedField, RULE_KEYWORDS, schemaAtPointer } from '../validation/rule-target.ts';

/**
 * RJSF's `transformErrors` for a procedure: the summary reads the Spanish message alone (not RJSF's
 * 'property message' stack), and the error of a rule over several fields ('Marca al menos un tributo.') moves
 * from the object to the first field the rule lists, so it is shown beside that field and linked to it.
 */
export function procedureErrors(schema: Schema) {
  return (list: RJSFValidationError[]): RJSFValidationError[] =>
    list.map((error) => {
      const stack = error.message ?? error.stack;
      if (!error.name || !RULE_KEYWORDS.includes(error.name) || !error.schemaPath) return { ...error, stack };
      const rule = schemaAtPointer(schema, error.schemaPath);
      const field = firstListedField(rule);
      return field ? { ...error, stack, property: `${error.property ?? ''}.${field}` } : { ...error, stack };
    });
}

/** RJSF error property ('.personas.0.dni', or 'nombre' for a missing top-level field) → the control's id. */
export const fieldId = (property = '') => ['root', ...property.split('.').filter(Boolean)].join('_');
