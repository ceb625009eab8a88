import type { Procedure } from '../procedure.ts';
import { fields, templates, widgets } from './widgets/index.ts';

/** The success message of every procedure form (SPEC §8). */
export const SUCCESS_TEXT =
  '✅ El trámite ha sido recibido por el Ayuntamiento. Recibirá respuesta al correo indicado lo antes posible.';

/** A box whose schema says `const: true` starts unticked: ticking it is the person's act. */
export const DEFAULTS_BEHAVIOUR = { constAsDefaults: 'never' } as const;

/**
 * What every form of a procedure gives RJSF, whole or by steps, in the page or in a story: our widgets, fields
 * and templates; no list of errors above the form (ErrorSummary is ours) and no browser validation (ours
 * speaks Spanish); boxes of `const: true` unticked.
 */
export const FORM_PROPS = {
  widgets,
  fields,
  templates,
  showErrorList: false,
  noHtml5Validate: true,
  experimental_defaultFormStateBehavior: DEFAULTS_BEHAVIOUR,
} as const;

// `ui:options.igualA`: a field sent with the value of another one (licencia-obra-menor's `representacion`
// repeats the `modo` choice, as the spec's wire format has both).
export function applyMirrors(procedure: Procedure, data: Record<string, unknown>) {
  const result = { ...data };
  for (const [name, ui] of Object.entries(procedure.ui)) {
    const source = (ui as { 'ui:options'?: { igualA?: unknown } } | null)?.['ui:options']?.igualA;
    if (typeof source === 'string' && source in result) result[name] = result[source];
  }
  return result;
}
