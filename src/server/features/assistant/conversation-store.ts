import { randomBytes } from 'node:crypto';
import type { Queryable } from '#server/db/db.ts';
import type { Citation, Turn } from './types.ts';

/** How many earlier turns a follow-up sees (the most recent ones). */
export const HISTORY_TURNS = 4;
/** Conversations are kept this long, then purged: enough for a visit, not a record of residents' questions. */
export const RETENTION_DAYS = 7;

/** A random opaque id (128 bits, URL-safe). */
export const newId = () => randomBytes(16).toString('base64url');

interface TurnRow {
  conversacion_id: string;
  pregunta: string;
  respuesta: string;
  citas: Citation[];
}

/**
 * The turns of the conversation `prevId` belongs to, oldest first, and that conversation's id.
 * An unknown or expired id starts a new conversation rather than failing: the resident just asks again.
 */
export async function loadConversation(
  db: Queryable,
  prevId: string | null,
): Promise<{ conversationId: string; history: Turn[] }> {
  if (!prevId) return { conversationId: newId(), history: [] };
  const rows = await db.query<TurnRow>(
    `select conversacion_id, pregunta, respuesta, citas from asistente_turnos
      where conversacion_id = (select conversacion_id from asistente_turnos where response_id = $1)
        and creado_en > now() - make_interval(days => $2)
      order by creado_en desc, response_id limit $3`,
    [prevId, RETENTION_DAYS, HISTORY_TURNS],
  );
  const first = rows[0];
  if (!first) return { conversationId: newId(), history: [] };
  const history = rows
    .reverse()
    .map((row) => ({ message: row.pregunta, content: row.respuesta, citations: row.citas }));
  return { conversationId: first.conversacion_id, history };
}

/**
 * Turns past retention are purged at most this often per process and database: a question costs its
 * insert only, and a turn outlives its 7 days by a minute at most (loadConversation never reads it).
 */
export const PURGE_EVERY_MS = 60_000;
const lastPurge = new WeakMap<Queryable, number>();

/** Drops the turns past retention, unless this process did so less than PURGE_EVERY_MS ago. */
export async function purgeExpiredTurns(db: Queryable, now = Date.now()): Promise<boolean> {
  const last = lastPurge.get(db);
  if (last !== undefined && now - last < PURGE_EVERY_MS) return false;
  // Marked before the query: concurrent questions do not purge twice, and a failure waits for the next minute.
  lastPurge.set(db, now);
  await db.query(`delete from asistente_turnos where creado_en < now() - make_interval(days => $1)`, [
    RETENTION_DAYS,
  ]);
  return true;
}

/** Stores one answered question and returns its responseId; now and then drops conversations past retention. */
export async function saveTurn(db: Queryable, conversationId: string, turn: Turn): Promise<string> {
  const responseId = newId();
  await db.query(
    `insert into asistente_turnos (response_id, conversacion_id, pregunta, respuesta, citas)
     values ($1, $2, $3, $4, $5::jsonb)`,
    [responseId, conversationId, turn.message, turn.content, JSON.stringify(turn.citations)],
  );
  await purgeExpiredTurns(db);
  return responseId;
}
