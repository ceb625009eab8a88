import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/db.ts';
import { openDatabase } from '#server/db/open.ts';
import { loadConversation, PURGE_EVERY_MS, purgeExpiredTurns, saveTurn } from './conversation-store.ts';

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'asistente-turnos-'));
  db = await openDatabase({ databaseUrl: 'pglite://memory', dataDir: dir });
});

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const turn = { message: '¿Cuándo son las fiestas?', content: 'En agosto.', citations: [] };
const oldTurn = (id: string) =>
  db.query(
    `insert into asistente_turnos (response_id, conversacion_id, pregunta, respuesta, creado_en)
     values ($1, $1, 'antigua', 'antigua', now() - interval '8 days')`,
    [id],
  );
const exists = async (id: string) =>
  (await db.query('select 1 from asistente_turnos where response_id = $1', [id])).length === 1;

describe('conversation store', () => {
  it('purges turns past retention at most once a minute, and never reads them meanwhile', async () => {
    await oldTurn('vieja-1');
    const kept = await saveTurn(db, 'conversacion', turn);
    expect(await exists('vieja-1')).toBe(false);
    expect(await exists(kept)).toBe(true);

    // Within the minute another question only stores its turn.
    await oldTurn('vieja-2');
    await saveTurn(db, 'conversacion', turn);
    expect(await exists('vieja-2')).toBe(true);
    // …and the expired conversation is not continued meanwhile.
    expect((await loadConversation(db, 'vieja-2')).history).toEqual([]);

    expect(await purgeExpiredTurns(db, Date.now() + PURGE_EVERY_MS)).toBe(true);
    expect(await exists('vieja-2')).toBe(false);
    expect(await exists(kept)).toBe(true);
  });
});
