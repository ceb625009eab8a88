import type { Queryable } from '#server/db/db.ts';
import { hashToken, newToken } from './tokens.ts';
import type { Usuario } from './users.ts';

/** A session ends after 30 minutes without use… */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** …and 12 hours after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

// Times are computed here and passed in, never `now()` in SQL, so tests can inject the clock.

/** Opens a session and returns its token (32 random bytes); only the token's hash is stored. */
export async function createSession(q: Queryable, userId: number, now: Date): Promise<string> {
  const token = newToken(32);
  await q.query(
    'insert into sesiones (token_hash, usuario_id, creada_en, ultimo_uso) values ($1, $2, $3, $3)',
    [hashToken(token), userId, now],
  );
  return token;
}

/** The user of a live session, marking it used now; undefined when unknown, revoked, idle or too old. */
export async function touchSession(q: Queryable, token: string, now: Date): Promise<Usuario | undefined> {
  const rows = await q.query<Usuario>(
    `update sesiones s set ultimo_uso = $2
     from usuarios u
     where s.token_hash = $1 and u.id = s.usuario_id and s.revocada_en is null
       and s.ultimo_uso > $3 and s.creada_en > $4
     returning u.id, u.email, u.nombre`,
    [
      hashToken(token),
      now,
      new Date(now.getTime() - SESSION_IDLE_MS),
      new Date(now.getTime() - SESSION_ABSOLUTE_MS),
    ],
  );
  return rows[0];
}

/** Ends one session; returns the user it belonged to when it was live. */
export async function revokeSession(q: Queryable, token: string, now: Date): Promise<number | undefined> {
  const rows = await q.query<{ usuario_id: number }>(
    'update sesiones set revocada_en = $2 where token_hash = $1 and revocada_en is null returning usuario_id',
    [hashToken(token), now],
  );
  return rows[0]?.usuario_id;
}

/** Ends every session of a user (after a password change). */
export async function revokeUserSessions(q: Queryable, userId: number, now: Date): Promise<void> {
  await q.query('update sesiones set revocada_en = $2 where usuario_id = $1 and revocada_en is null', [
    userId,
    now,
  ]);
}

/** Drops sessions that can no longer be used, so the table does not grow forever. */
export async function purgeDeadSessions(q: Queryable, now: Date): Promise<void> {
  await q.query('delete from sesiones where revocada_en is not null or creada_en <= $1 or ultimo_uso <= $2', [
    new Date(now.getTime() - SESSION_ABSOLUTE_MS),
    new Date(now.getTime() - SESSION_IDLE_MS),
  ]);
}
