import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Procedure } from '#engine/procedure.ts';
import { HttpError } from '#server/http-error.ts';
import { sha256 } from '#server/storage/file-store.ts';
import { applicantOf } from './applicant.ts';
import type { CheckedFile } from './check-files.ts';
import { clearIntents, noteIntents } from './file-intents.ts';
import {
  findByIdempotencyKey,
  insertSubmission,
  isReferenced,
  type SubmissionIdentity,
  type SubmissionRecord,
} from './submission-store.ts';
import { newVerificationCode } from './verification-code.ts';

const UNIQUE_VIOLATION = '23505';

/** What identifies a request's content: a retry with the same Idempotency-Key must carry the same. */
export function requestFingerprint(slug: string, data: unknown, files: readonly CheckedFile[]): string {
  const hash = createHash('sha256').update(slug).update('\n').update(JSON.stringify(data));
  for (const file of files) hash.update(`\n${file.tipo}:${sha256(file.content)}`);
  return hash.digest('hex');
}

/** A client's Idempotency-Key header, or undefined; a malformed one is a 400. */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^[\x21-\x7e]{8,200}$/.test(value)) {
    throw new HttpError(
      400,
      'La cabecera Idempotency-Key debe tener entre 8 y 200 caracteres visibles, sin espacios.',
    );
  }
  return value;
}

function sameRequest(
  existing: SubmissionRecord,
  procedure: Procedure,
  fingerprint: string,
): SubmissionRecord {
  if (existing.procedimiento !== procedure.slug || existing.huellaPeticion !== fingerprint) {
    throw new HttpError(409, 'Esa clave de idempotencia ya se usó para otra solicitud distinta.');
  }
  return existing;
}

/**
 * Registers a valid submission: the files it adds are noted as pending (file-intents.ts) and written to the
 * store, then ONE transaction takes the registry number and writes the data, every file's row and clears the
 * notes. When the transaction fails, the files this request added that no committed row uses are removed at
 * once, or by the recovery loop from the notes if that fails too, so a failure leaves neither an entry nor an
 * orphan file. A retry with the same Idempotency-Key (even one racing the first request) gets the first entry.
 */
export async function registerSubmission(
  app: FastifyInstance,
  procedure: Procedure,
  data: Record<string, unknown>,
  files: readonly CheckedFile[],
  key: string | undefined,
  /** Why the applicant's receipt mail is skipped (its daily cap), or null. */
  correoOmitido: string | null = null,
  identity?: SubmissionIdentity,
): Promise<{ record: SubmissionRecord; created: boolean }> {
  const fingerprint = requestFingerprint(procedure.slug, data, files);
  if (key) {
    const existing = await findByIdempotencyKey(app.db, key);
    if (existing) return { record: sameRequest(existing, procedure, fingerprint), created: false };
  }

  const added: string[] = [];
  for (const file of files) {
    const hash = sha256(file.content);
    if (!added.includes(hash) && !(await app.files.exists(hash))) added.push(hash);
  }
  const intents = await noteIntents(app.db, added);
  const stored: Array<CheckedFile & { sha256: string }> = [];
  try {
    for (const file of files) stored.push({ ...file, sha256: await app.files.put(file.content) });
    const applicant = applicantOf(data);
    const record = await app.db.transaction(async (tx) => {
      await clearIntents(tx, intents);
      return insertSubmission(tx, {
        procedimiento: procedure.slug,
        titulo: procedure.titulo,
        datos: data,
        nombre: applicant.nombre,
        email: applicant.email,
        csv: newVerificationCode(),
        claveIdempotencia: key ?? null,
        huellaPeticion: fingerprint,
        correoOmitido,
        identificacion: identity ?? null,
        archivos: stored.map((file) => ({
          sha256: file.sha256,
          tipo: file.tipo,
          nombre: file.nombre,
          mime: file.mime,
          bytes: file.content.length,
        })),
      });
    });
    // Another request with the same bytes may have failed meanwhile and removed a file it thought it had
    // added: the committed entry needs every file, so any missing one is written again.
    for (const file of stored) if (!(await app.files.exists(file.sha256))) await app.files.put(file.content);
    return { record, created: true };
  } catch (error) {
    await removeOrphans(app, added, intents);
    if (key && (error as { code?: string }).code === UNIQUE_VIOLATION) {
      const existing = await findByIdempotencyKey(app.db, key);
      if (existing) return { record: sameRequest(existing, procedure, fingerprint), created: false };
    }
    throw error;
  }
}

/** Removes at once what a failed submission added; whatever fails here stays noted for the recovery loop. */
async function removeOrphans(
  app: FastifyInstance,
  hashes: readonly string[],
  intents: readonly number[],
): Promise<void> {
  try {
    for (const hash of hashes) if (!(await isReferenced(app.db, hash))) await app.files.remove(hash);
    await clearIntents(app.db, intents);
  } catch (error) {
    app.log.warn({ err: error }, 'archivos de un trámite fallido pendientes de retirar: se reintentará');
  }
}
