import type { UiSchema } from '@rjsf/utils';
import type { Procedure } from '../../procedure.ts';
import { propertiesOf } from '../../wire/field-index.ts';
import { HIDDEN_STEP_FIELD } from './hidden-step-field.tsx';

/**
 * The uiSchema of one step: the prepared uiSchema of the whole form, with every top-level field not in
 * `shown` hidden (the object template leaves it out of sections; RJSF keeps its data and validates it).
 */
export function stepUiSchema(procedure: Procedure, prepared: UiSchema, shown: readonly string[]): UiSchema {
  const ui: UiSchema = { ...prepared };
  for (const name of propertiesOf(procedure.schema).keys()) {
    if (shown.includes(name)) continue;
    ui[name] = {
      ...(prepared[name] as UiSchema | undefined),
      'ui:widget': 'hidden',
      'ui:field': HIDDEN_STEP_FIELD,
    };
  }
  return ui;
}
