import type { Queryable } from '#server/db/db.ts';
import type { Minutes } from './types.ts';

interface MinutesRow {
  id: number;
  nombre: string;
  fecha_subida: Date;
  url: string;
}

const COLUMNS = 'id, nombre, fecha_subida, url';

function toMinutes(row: MinutesRow): Minutes {
  return { id: row.id, nombre: row.nombre, fechaSubida: row.fecha_subida.toISOString(), url: row.url };
}

export interface NewMinutes {
  nombre: string;
  url: string;
  /** Defaults to now. */
  fechaSubida?: Date;
  /** Its text (minutes-text.ts); '' for a PDF with none; absent: to be read from the file. */
  texto?: string;
}

/** Every set of minutes, newest upload first. */
export async function listMinutes(db: Queryable): Promise<Minutes[]> {
  const rows = await db.query<MinutesRow>(`select ${COLUMNS} from actas order by fecha_subida desc, id desc`);
  return rows.map(toMinutes);
}

/** The minutes with `id`, or undefined. */
export async function getMinutes(db: Queryable, id: number): Promise<Minutes | undefined> {
  const [row] = await db.query<MinutesRow>(`select ${COLUMNS} from actas where id = $1`, [id]);
  return row && toMinutes(row);
}

/** Records uploaded minutes and returns them with their id. */
export async function createMinutes(db: Queryable, minutes: NewMinutes): Promise<Minutes> {
  const [row] = await db.query<MinutesRow>(
    `insert into actas (nombre, url, fecha_subida, texto) values ($1, $2, coalesce($3, now()), $4) returning ${COLUMNS}`,
    [minutes.nombre, minutes.url, minutes.fechaSubida ?? null, minutes.texto ?? null],
  );
  if (!row) throw new Error('insert into actas returned no row');
  return toMinutes(row);
}

/** Deletes minutes; false when they did not exist. */
export async function deleteMinutes(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('delete from actas where id = $1 returning id', [id]);
  return rows.length > 0;
}

/**
 * The newest `limit` minutes with their text (those with none left out): what the assistant and the site search
 * read.
 */
export async function listMinutesTexts(
  db: Queryable,
  limit: number,
): Promise<Array<Minutes & { texto: string }>> {
  const rows = await db.query<MinutesRow & { texto: string }>(
    `select ${COLUMNS}, texto from actas where texto <> '' order by fecha_subida desc, id desc limit $1`,
    [limit],
  );
  return rows.map((row) => ({ ...toMinutes(row), texto: row.texto }));
}

/** The minutes whose text has not been read yet. */
export async function listMinutesWithoutText(db: Queryable): Promise<Minutes[]> {
  const rows = await db.query<MinutesRow>(`select ${COLUMNS} from actas where texto is null order by id`);
  return rows.map(toMinutes);
}

/** Stores the text read from the minutes' file. */
export async function saveMinutesText(db: Queryable, id: number, texto: string): Promise<void> {
  await db.query('update actas set texto = $2 where id = $1 and texto is null', [id, texto]);
}
