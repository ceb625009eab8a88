import type { FastifyRequest } from 'fastify';
import { ASSURANCE_LEVELS, identificationOf, type Procedure } from '#engine/procedure.ts';
import type { FieldPart } from '#engine/wire/multipart.ts';
import type { SubmissionIdentity } from '#server/features/procedures/submission-store.ts';
import { HttpError } from '#server/http-error.ts';
import { applicantFields } from '#shared/identity/applicant-fields.ts';
import { residentOf } from './resident-session.ts';

export const IDENTIFICATION_REQUIRED =
  'Para presentar este trámite tienes que identificarte con Cl@ve. Pulsa «Identificarme con Cl@ve» y vuelve a enviarlo.';

/**
 * Who files a submission to `procedure`: the signed-in resident (when the procedure offers sign-in), whose name
 * and DNI/NIE replace whatever the form sent for the applicant; nobody for an anonymous submission, which a
 * `requerida` procedure refuses with 401. A level below the procedure's minimum counts as not identified.
 */
export async function submissionIdentity(
  request: FastifyRequest,
  procedure: Procedure,
  fields: FieldPart[],
): Promise<{ fields: FieldPart[]; identity: SubmissionIdentity | undefined }> {
  const rule = identificationOf(procedure);
  if (rule.modo === 'ninguna') return { fields, identity: undefined };
  const resident = await residentOf(request);
  const enough = resident && ASSURANCE_LEVELS.indexOf(resident.nivel) >= ASSURANCE_LEVELS.indexOf(rule.nivel);
  if (!resident || !enough) {
    if (rule.modo === 'requerida') {
      throw new HttpError(
        401,
        resident
          ? `Este trámite exige identificarte con Cl@ve con nivel de seguridad ${rule.nivel} o superior.`
          : IDENTIFICATION_REQUIRED,
      );
    }
    return { fields, identity: undefined };
  }
  const paths = applicantFields(procedure.schema);
  const fullName = [resident.nombre, resident.apellidos].filter(Boolean).join(' ');
  const forced = new Map<string, string>();
  if (paths.nombre) forced.set(paths.nombre, fullName);
  if (paths.dni) forced.set(paths.dni, resident.documento);
  const kept = fields.filter((field) => !forced.has(field.name));
  return {
    fields: [...kept, ...[...forced].map(([name, value]) => ({ name, value }))],
    identity: { metodo: resident.metodo, nivel: resident.nivel, documento: resident.documento },
  };
}
