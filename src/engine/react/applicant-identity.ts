import { applicantFields } from '#shared/identity/applicant-fields.ts';
import type { Procedure, UiSchema } from '../procedure.ts';

/** The signed-in applicant's name and DNI/NIE, as the identity provider asserted them. */
export interface IdentifiedApplicant {
  nombre: string;
  dni: string;
}

/**
 * The form's starting data and uiSchema for a signed-in applicant: name and DNI/NIE prefilled, and read-only
 * when they are top-level fields (the census' first person is only prefilled: the read-only option of an array
 * item would lock every person). The server puts the asserted values whatever the form sends.
 */
export function withApplicant(
  procedure: Procedure,
  uiSchema: UiSchema,
  applicant: IdentifiedApplicant | undefined,
): { uiSchema: UiSchema; formData: Record<string, unknown> | undefined } {
  if (!applicant) return { uiSchema, formData: undefined };
  const fields = applicantFields(procedure.schema);
  const values = { nombre: applicant.nombre, dni: applicant.dni };
  if (fields.nombre === 'nombre' || fields.dni === 'dni') {
    const locked = { ...uiSchema };
    const formData: Record<string, unknown> = {};
    for (const key of ['nombre', 'dni'] as const) {
      if (fields[key] !== key) continue;
      locked[key] = { ...(uiSchema[key] as object | undefined), 'ui:readonly': true };
      formData[key] = values[key];
    }
    return { uiSchema: locked, formData };
  }
  if (fields.nombre || fields.dni) return { uiSchema, formData: { personas: [values] } };
  return { uiSchema, formData: undefined };
}
