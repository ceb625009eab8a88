import { createHash } from 'node:crypto';
import type { Db, Queryable } from '#server/db/db.ts';
import { DRAFT_LIFETIME_DAYS } from '#shared/sede/help-texts.ts';

/** A draft lives `DRAFT_LIFETIME_DAYS` from its last save. */
export const DRAFT_LIFETIME_MS = DRAFT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

// Any fixed number: of several replicas cleaning up at once, one does it and the others skip that round.
const PURGE_LOCK = 727_018;

export interface DraftRow {
  id: number;
  procedimiento: string;
  contenido: Buffer;
  guardadoEn: Date;
  caducaEn: Date;
}

/** What "Mis trámites" lists of a resident's drafts: nothing personal, the answers stay encrypted. */
export interface DraftListing {
  id: number;
  procedimiento: string;
  paso: number;
  guardadoEn: Date;
  caducaEn: Date;
}

/** The hash under which a resident's identity (DNI/NIE) is stored: never the identity itself. */
export const identityHash = (identidad: string) =>
  createHash('sha256').update(`borrador:${identidad.trim().toUpperCase()}`).digest('hex');

const COLUMNS = `id, procedimiento, contenido, guardado_en as "guardadoEn", caduca_en as "caducaEn"`;

/** A save: what is stored of it besides the encrypted content. */
interface DraftWrite {
  procedimiento: string;
  contenido: Buffer;
  paso: number;
  tokenHash: string;
  /** The signed-in resident's DNI/NIE (stored as a hash), so "Mis trámites" lists the draft. */
  identidad?: string;
  now: Date;
}

/** A new draft; `keyHash` is the key the saving browser keeps to save over it and to delete it on submission. */
export async function insertDraft(
  q: Queryable,
  draft: DraftWrite & { keyHash: string },
): Promise<{ id: number; caducaEn: Date }> {
  const rows = await q.query<{ id: number; caducaEn: Date }>(
    `insert into borradores (procedimiento, contenido, paso, token_hash, clave_hash, identidad_hash, guardado_en,
       caduca_en)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, caduca_en as "caducaEn"`,
    [
      draft.procedimiento,
      draft.contenido,
      draft.paso,
      draft.tokenHash,
      draft.keyHash,
      draft.identidad ? identityHash(draft.identidad) : null,
      draft.now,
      new Date(draft.now.getTime() + DRAFT_LIFETIME_MS),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('No se pudo guardar el borrador');
  return row;
}

/**
 * Saves over a draft the browser holds the key of (it saved it, or opened it): new content, a new link (the
 * previous one, if still unused, stops working) and 30 more days; a signed-in resident's save links it to them.
 * Undefined when the key does not match.
 */
export async function replaceDraft(
  q: Queryable,
  id: number,
  keyHash: string,
  draft: DraftWrite,
): Promise<{ id: number; caducaEn: Date } | undefined> {
  const rows = await q.query<{ id: number; caducaEn: Date }>(
    `update borradores set contenido = $4, paso = $5, token_hash = $6, guardado_en = $7, caduca_en = $8,
       identidad_hash = coalesce($9, identidad_hash)
     where id = $1 and clave_hash = $2 and procedimiento = $3 and caduca_en > $7
     returning id, caduca_en as "caducaEn"`,
    [
      id,
      keyHash,
      draft.procedimiento,
      draft.contenido,
      draft.paso,
      draft.tokenHash,
      draft.now,
      new Date(draft.now.getTime() + DRAFT_LIFETIME_MS),
      draft.identidad ? identityHash(draft.identidad) : null,
    ],
  );
  return rows[0];
}

/**
 * Uses up a link: one statement clears the token and sets the browser's key, so two simultaneous openings
 * cannot both succeed. 'caducado' when the link exists but its draft expired; 'usado' for a link used before
 * (or never issued).
 */
export async function consumeDraftToken(
  q: Queryable,
  tokenHash: string,
  keyHash: string,
  now: Date,
): Promise<DraftRow | 'caducado' | 'usado'> {
  const rows = await q.query<DraftRow>(
    `update borradores set token_hash = null, clave_hash = $2
     where token_hash = $1 and caduca_en > $3 returning ${COLUMNS}`,
    [tokenHash, keyHash, now],
  );
  if (rows[0]) return rows[0];
  const expired = await q.query('select 1 from borradores where token_hash = $1', [tokenHash]);
  return expired.length > 0 ? 'caducado' : 'usado';
}

/**
 * Opens an identified resident's own draft from "Mis trámites" (no link): sets the key the browser will hold,
 * leaving the mailed link as it was. Undefined when the draft is not theirs, does not exist or expired.
 */
export async function claimOwnDraft(
  q: Queryable,
  id: number,
  identidad: string,
  keyHash: string,
  now: Date,
): Promise<DraftRow | undefined> {
  const rows = await q.query<DraftRow>(
    `update borradores set clave_hash = $3 where id = $1 and identidad_hash = $2 and caduca_en > $4
     returning ${COLUMNS}`,
    [id, identityHash(identidad), keyHash, now],
  );
  return rows[0];
}

/** Deletes an identified resident's own draft ("Descartar" in "Mis trámites"); true when there was one. */
export async function deleteOwnDraft(
  q: Queryable,
  id: number,
  identidad: string,
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    'delete from borradores where id = $1 and identidad_hash = $2 and caduca_en > $3 returning id',
    [id, identityHash(identidad), now],
  );
  return rows.length > 0;
}

/** Deletes the draft the browser holds the key of (on submission); true when there was one. */
export async function deleteDraft(q: Queryable, id: number, keyHash: string): Promise<boolean> {
  const rows = await q.query('delete from borradores where id = $1 and clave_hash = $2 returning id', [
    id,
    keyHash,
  ]);
  return rows.length > 0;
}

/** The live drafts saved by an identified resident, newest first (for "Mis trámites"). */
export async function listDraftsByIdentity(
  q: Queryable,
  identidad: string,
  now: Date,
): Promise<DraftListing[]> {
  return q.query<DraftListing>(
    `select id, procedimiento, paso, guardado_en as "guardadoEn", caduca_en as "caducaEn" from borradores
     where identidad_hash = $1 and caduca_en > $2 order by guardado_en desc, id desc`,
    [identityHash(identidad), now],
  );
}

/**
 * Deletes every expired draft. Safe with several replicas: the one holding the advisory lock does the round,
 * the others skip it (and a plain delete by date could not remove a live draft anyway). Returns how many.
 */
export async function purgeExpiredDrafts(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [
      PURGE_LOCK,
    ]);
    if (!lock?.ok) return 0;
    const rows = await tx.query('delete from borradores where caduca_en <= $1 returning id', [now]);
    return rows.length;
  });
}
