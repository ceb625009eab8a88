import type { Queryable } from '#server/db/db.ts';

/** What the audit log records: sign-ins, failures, resets and every publish or delete. */
export type AuditAction =
  | 'inicio_sesion'
  | 'inicio_sesion_fallido'
  | 'inicio_sesion_bloqueado'
  | 'cierre_sesion'
  | 'restablecimiento_solicitado'
  | 'restablecimiento_completado'
  | 'restablecimiento_fallido'
  | 'cuenta_creada'
  | 'cuenta_actualizada'
  | 'noticia_publicada'
  | 'noticia_editada'
  | 'noticia_borrada'
  | 'acta_publicada'
  | 'acta_borrada'
  | 'video_publicado'
  | 'video_editado'
  | 'video_borrado';

export interface AuditEntry {
  accion: AuditAction;
  usuarioId?: number | null;
  /** Who: the account's e-mail, or what was typed for a failed sign-in. */
  email?: string | null;
  /** What: ids, titles, file names. Never a password or a token. */
  detalle?: Record<string, unknown>;
  ip?: string | null;
}

export interface AuditRecord {
  id: number;
  ocurridoEn: Date;
  usuarioId: number | null;
  email: string | null;
  accion: AuditAction;
  detalle: Record<string, unknown>;
  ip: string | null;
}

/** Appends one entry; pass the transaction of the change it records so both commit or neither. */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.query(
    'insert into auditoria (usuario_id, email, accion, detalle, ip) values ($1, $2, $3, $4, $5)',
    [
      entry.usuarioId ?? null,
      entry.email?.slice(0, 320) ?? null,
      entry.accion,
      JSON.stringify(entry.detalle ?? {}),
      entry.ip ?? null,
    ],
  );
}

/** Newest first, `limit` entries before the entry `antesDe` (for paging back). */
export async function listAudit(q: Queryable, limit: number, antesDe?: number): Promise<AuditRecord[]> {
  return q.query<AuditRecord>(
    `select id, ocurrido_en as "ocurridoEn", usuario_id as "usuarioId", email, accion, detalle, ip
     from auditoria where ($2::bigint is null or id < $2) order by id desc limit $1`,
    [limit, antesDe ?? null],
  );
}
