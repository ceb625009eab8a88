import type { Queryable } from '#server/db/db.ts';
import { hashToken, newToken } from './tokens.ts';

/** A reset token is valid for 30 minutes and only once. */
export const RESET_TOKEN_MS = 30 * 60 * 1000;

/** Issues a new reset token for the user, cancelling any earlier one still pending. */
export async function issueResetToken(q: Queryable, userId: number, now: Date): Promise<string> {
  // 18 bytes → 24 characters: unguessable, yet short enough to copy from an e-mail.
  const token = newToken(18);
  await q.query('update restablecimientos set usado_en = $2 where usuario_id = $1 and usado_en is null', [
    userId,
    now,
  ]);
  await q.query(
    'insert into restablecimientos (token_hash, usuario_id, creado_en, caduca_en) values ($1, $2, $3, $4)',
    [hashToken(token), userId, now, new Date(now.getTime() + RESET_TOKEN_MS)],
  );
  return token;
}

/**
 * Uses up the token if it is live and belongs to that user: true once, false ever after.
 * The update is one statement, so two simultaneous requests cannot both consume it.
 */
export async function consumeResetToken(
  q: Queryable,
  userId: number,
  token: string,
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    `update restablecimientos set usado_en = $3
     where token_hash = $1 and usuario_id = $2 and usado_en is null and caduca_en > $3
     returning usuario_id`,
    [hashToken(token), userId, now],
  );
  return rows.length > 0;
}
