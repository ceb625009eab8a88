import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '#server/db/db.ts';
import { type AuditAction, recordAudit } from '#server/features/audit/audit-log.ts';
import { staffUser } from '#server/features/auth/require-staff.ts';
import { HttpError } from '#server/http-error.ts';
import { contract, noContent } from '#server/plugins/api-contract/index.ts';
import type { PublicationParams } from '#shared/api-types/generated/content.ts';
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
 * `DELETE <url>`, `url` ending in `:id` (its `params` in content.json): deletes a publication with its audit
 * entry in one transaction (404 when it does not exist), then its stored file, only after the commit, since a
 * rolled-back delete must still find it. Answers 204.
 */
export function deletePublicationRoute<T>(
  app: FastifyInstance,
  url: string,
  what: {
    params: string;
    get: (tx: Queryable, id: number) => Promise<T | undefined>;
    remove: (tx: Queryable, id: number) => Promise<boolean>;
    notFound: string;
    accion: AuditAction;
    detalle: (row: T) => Record<string, unknown>;
    file: (row: T) => string | null;
  },
): void {
  app.delete<{ Params: PublicationParams }>(
    url,
    { schema: contract('content', { params: what.params, 204: noContent }) },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = await app.db.transaction(async (tx) => {
        const row = await what.get(tx, id);
        if (!row || !(await what.remove(tx, id))) throw new HttpError(404, what.notFound);
        await auditPublish(tx, request, what.accion, { id, ...what.detalle(row) });
        return row;
      });
      await removeUpload(app.config.dataDir, what.file(deleted));
      return reply.code(204).send();
    },
  );
}
