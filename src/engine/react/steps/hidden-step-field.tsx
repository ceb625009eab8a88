/** The field of another step: drawn as nothing, its value kept in the form's data. */
export function HiddenStepField() {
  return null;
}

/** The registry name of HiddenStepField in the stepped form's `fields`. */
export const HIDDEN_STEP_FIELD = 'CampoDeOtroPaso';
