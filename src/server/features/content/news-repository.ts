import type { Queryable } from '#server/db/db.ts';
import type { NewsItem } from './types.ts';

interface NewsRow {
  id: number;
  titulo: string;
  descripcion: string | null;
  contenido: string;
  imagen_path: string | null;
  publicada_en: Date;
}

const COLUMNS = 'id, titulo, descripcion, contenido, imagen_path, publicada_en';

function toNewsItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    contenido: row.contenido,
    imagenPath: row.imagen_path,
    publicadaEn: row.publicada_en.toISOString(),
  };
}

export interface NewNewsItem {
  titulo: string;
  contenido: string;
  descripcion?: string | null;
  imagenPath?: string | null;
  /** Defaults to now. */
  publicadaEn?: Date;
}

/** One page of news, newest first, with the total count for paging. */
export async function listNews(
  db: Queryable,
  page: { limit: number; offset: number },
): Promise<{ items: NewsItem[]; total: number }> {
  const rows = await db.query<NewsRow>(
    `select ${COLUMNS} from noticias order by publicada_en desc, id desc limit $1 offset $2`,
    [page.limit, page.offset],
  );
  const [count] = await db.query<{ total: number }>('select count(*)::int8 as total from noticias');
  return { items: rows.map(toNewsItem), total: count?.total ?? 0 };
}

/** The news item with `id`, or undefined. */
export async function getNews(db: Queryable, id: number): Promise<NewsItem | undefined> {
  const [row] = await db.query<NewsRow>(`select ${COLUMNS} from noticias where id = $1`, [id]);
  return row && toNewsItem(row);
}

/** Publishes a news item and returns it with its id. */
export async function createNews(db: Queryable, item: NewNewsItem): Promise<NewsItem> {
  const [row] = await db.query<NewsRow>(
    `insert into noticias (titulo, descripcion, contenido, imagen_path, publicada_en)
     values ($1, $2, $3, $4, coalesce($5, now())) returning ${COLUMNS}`,
    [
      item.titulo,
      item.descripcion ?? null,
      item.contenido,
      item.imagenPath ?? null,
      item.publicadaEn ?? null,
    ],
  );
  if (!row) throw new Error('insert into noticias returned no row');
  return toNewsItem(row);
}

/** Changes the given fields of a news item; undefined when it does not exist. */
export async function updateNews(
  db: Queryable,
  id: number,
  changes: Partial<NewNewsItem>,
): Promise<NewsItem | undefined> {
  const columns: Record<keyof NewNewsItem, string> = {
    titulo: 'titulo',
    contenido: 'contenido',
    descripcion: 'descripcion',
    imagenPath: 'imagen_path',
    publicadaEn: 'publicada_en',
  };
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const key of Object.keys(columns) as Array<keyof NewNewsItem>) {
    if (changes[key] === undefined) continue;
    params.push(changes[key]);
    sets.push(`${columns[key]} = $${params.length}`);
  }
  if (sets.length === 0) return getNews(db, id);
  const [row] = await db.query<NewsRow>(
    `update noticias set ${sets.join(', ')} where id = $1 returning ${COLUMNS}`,
    params,
  );
  return row && toNewsItem(row);
}

/** Deletes a news item; false when it did not exist. */
export async function deleteNews(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('delete from noticias where id = $1 returning id', [id]);
  return rows.length > 0;
}
