import { consentField, type Procedure } from '../procedure.ts';
import { propertiesOf } from '../wire/field-index.ts';

/** One step of a long form, as ui.json declares it: `"ui:pasos": [{ "titulo": …, "campos": [...] }]`. */
export interface Step {
  titulo: string;
  /** Top-level fields of the schema drawn in this step, in the order of `ui:order`. */
  campos: string[];
}

/** The title of the last step of every procedure with steps: the answers to check before sending. */
export const REVIEW_TITLE = 'Revisa tu solicitud';

/**
 * The steps of a procedure, or undefined for a one-page form (no `ui:pasos`). Fields no step lists join the
 * last one, so nothing of the schema is left out; the signature box is never in a step (it is on the review).
 */
export function stepsOf(procedure: Pick<Procedure, 'ui' | 'schema' | 'consentimiento'>): Step[] | undefined {
  const declared = procedure.ui['ui:pasos'];
  if (!Array.isArray(declared) || declared.length === 0) return undefined;
  const consent = consentField(procedure);
  const steps = (declared as Step[]).map((step) => ({
    titulo: step.titulo,
    campos: step.campos.filter((campo) => campo !== consent),
  }));
  const listed = new Set(steps.flatMap((step) => step.campos));
  const rest = [...propertiesOf(procedure.schema).keys()].filter(
    (name) => name !== consent && !listed.has(name),
  );
  steps.at(-1)?.campos.push(...rest);
  return steps;
}

/** The top-level field of a data path or RJSF error property ('.personas.0.dni' → 'personas'). */
export const topField = (path = '') => path.split('.').filter(Boolean)[0] ?? '';

/** The index of the step that draws the field at `path` (-1 when no step does). */
export const stepOfField = (steps: readonly Step[], path: string) =>
  steps.findIndex((step) => step.campos.includes(topField(path)));

/**
 * The errors of one step among the precompiled validator's errors for the whole form: a step checks only its
 * own fields, so nothing is compiled again (the CSP forbids it) and the same messages are shown.
 */
export const errorsOfStep = <E extends { property?: string }>(errors: readonly E[], step: Step): E[] =>
  errors.filter((error) => step.campos.includes(topField(error.property)));
