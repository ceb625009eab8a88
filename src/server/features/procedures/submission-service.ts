import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Procedure } from '#engine/procedure.ts';
import { HttpError } from '#server/http-error.ts';
import { sha256 } from '#server/storage/file-store.ts';
import { applicantOf } from './applicant.ts';
import type { CheckedFile } from './check-files.ts';
import {
  findByIdempotencyKey,
  insertSubmission,
  isReferenced,
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
 * Registers a valid submission: files into the store first, then ONE transaction with the registry number,
 * the data and every file's row. When the transaction fails, the files this request added to the store and
 * that no committed row uses are removed, so a failure leaves neither an entry nor an orphan file. A retry
 * with the same Idempotency-Key (even one racing the first request) gets the first entry back.
 */
export async function registerSubmission(
  app: FastifyInstance,
  procedure: Procedure,
  data: Record<string, unknown>,
  files: readonly CheckedFile[],
  key: string | undefined,
): Promise<{ record: SubmissionRecord; created: boolean }> {
  const fingerprint = requestFingerprint(procedure.slug, data, files);
  if (key) {
    const existing = await findByIdempotencyKey(app.db, key);
    if (existing) return { record: sameRequest(existing, procedure, fingerprint), created: false };
  }

  const added: string[] = [];
  const stored: Array<CheckedFile & { sha256: string }> = [];
  try {
    for (const file of files) {
      const hash = sha256(file.content);
      if (!(await app.files.exists(hash))) added.push(hash);
      stored.push({ ...file, sha256: await app.files.put(file.content) });
    }
    const applicant = applicantOf(data);
    const record = await app.db.transaction((tx) =>
      insertSubmission(tx, {
        procedimiento: procedure.slug,
        titulo: procedure.titulo,
        datos: data,
        nombre: applicant.nombre,
        email: applicant.email,
        csv: newVerificationCode(),
        claveIdempotencia: key ?? null,
        huellaPeticion: fingerprint,
        archivos: stored.map((file) => ({
          sha256: file.sha256,
          tipo: file.tipo,
          nombre: file.nombre,
          mime: file.mime,
          bytes: file.content.length,
        })),
      }),
    );
    // Another request with the same bytes may have failed meanwhile and removed a file it thought it had
    // added: the committed entry needs every file, so any missing one is written again.
    for (const file of stored) if (!(await app.files.exists(file.sha256))) await app.files.put(file.content);
    return { record, created: true };
  } catch (error) {
    await removeOrphans(app, added);
    if (key && (error as { code?: string }).code === UNIQUE_VIOLATION) {
      const existing = await findByIdempotencyKey(app.db, key);
      if (existing) return { record: sameRequest(existing, procedure, fingerprint), created: false };
    }
    throw error;
  }
}

async function removeOrphans(app: FastifyInstance, hashes: readonly string[]): Promise<void> {
  for (const hash of hashes) {
    try {
      if (!(await isReferenced(app.db, hash))) await app.files.remove(hash);
    } catch (error) {
      app.log.error({ err: error, sha256: hash }, 'no se pudo retirar un archivo de un trámite fallido');
    }
  }
}
