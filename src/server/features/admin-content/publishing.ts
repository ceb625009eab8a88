import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '#server/db/db.ts';
import { type AuditAction, recordAudit } from '#server/features/audit/audit-log.ts';
import { staffUser } from '#server/features/auth/require-staff.ts';
import { HttpError } from '#server/http-error.ts';
import { removeUpload } from './stored-files.ts';

/** Records what the signed-in staff member published, edited or deleted, in the transaction of that change. */
export function auditPublish(
  tx: Queryable,
  request: FastifyRequest,
  accion: AuditAction,
  detalle: Record<string, unknown>,
): Promise<void> {
  const usuario = staffUser(request);
  return recordAudit(tx, { accion, usuarioId: usuario.id, email: usuario.email, detalle, ip: request.ip });
}

/** Runs a database write; `file`, stored for it beforehand, is removed again if the write fails. */
export async function keepingFileOnlyIfSaved<T>(
  dataDir: string,
  file: string | null | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeUpload(dataDir, file);
    throw error;
  }
}

/**
 * Deletes a publication with its audit entry in one transaction (404 when it does not exist), then its stored
 * file: only after the commit, since a rolled-back delete must still find it.
 */
export async function deletePublication<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  what: {
    id: number;
    get: (tx: Queryable, id: number) => Promise<T | undefined>;
    remove: (tx: Queryable, id: number) => Promise<boolean>;
    notFound: string;
    accion: AuditAction;
    detalle: (row: T) => Record<string, unknown>;
    file: (row: T) => string | null;
  },
): Promise<void> {
  const deleted = await app.db.transaction(async (tx) => {
    const row = await what.get(tx, what.id);
    if (!row || !(await what.remove(tx, what.id))) throw new HttpError(404, what.notFound);
    await auditPublish(tx, request, what.accion, { id: what.id, ...what.detalle(row) });
    return row;
  });
  await removeUpload(app.config.dataDir, what.file(deleted));
}
