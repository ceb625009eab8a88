import { withIbanParts } from '#engine/validation/iban-parts.ts';
import type { FieldPart, FilePart } from '#engine/wire/multipart.ts';
import { FILES_FIELD, fromMultipart, missingDocuments } from '#engine/wire/multipart.ts';
import { HttpError } from '#server/http-error.ts';
import { type CheckedFile, checkFiles, type FileProblem } from './check-files.ts';
import type { ServedProcedure } from './procedure-registry.ts';
import type { UploadedFile } from './read-submission.ts';

export const REFUSAL_MESSAGE = 'La solicitud tiene datos que corregir. Revísalos y vuelve a enviarla.';

/** The engine's error path ('personas.0.dni') as the wire names the field ('personas[0].dni'). */
export function wireFieldName(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

export interface ValidSubmission {
  data: Record<string, unknown>;
  files: CheckedFile[];
}

/**
 * Parsed parts → the procedure's data and checked files, or a 400 HttpError
 * `{ mensaje, errores: [{ campo, mensaje }] }` listing every problem at once: the same schema the form uses,
 * the required document kinds, and each file's real type.
 */
export async function validateSubmission(
  served: ServedProcedure,
  fields: readonly FieldPart[],
  uploaded: readonly FilePart<UploadedFile>[],
): Promise<ValidSubmission> {
  const { procedure } = served;
  const parsed = fromMultipart(procedure, fields, uploaded);
  // The account parts of an IBAN are the server's to take from it, never the client's to send.
  const data = withIbanParts(procedure.schema, parsed.data);
  const errores: FileProblem[] = parsed.problemas.map((mensaje) => ({ campo: FILES_FIELD, mensaje }));
  const result = served.validate(data);
  if (!result.valido) {
    for (const error of result.errores)
      errores.push({ campo: wireFieldName(error.campo), mensaje: error.mensaje });
  }
  for (const mensaje of missingDocuments(procedure, parsed.archivos))
    errores.push({ campo: FILES_FIELD, mensaje });
  const checked = await checkFiles(procedure, parsed.archivos);
  errores.push(...checked.problems);
  if (errores.length > 0) throw new HttpError(400, REFUSAL_MESSAGE, { errores });
  return { data, files: checked.files };
}
