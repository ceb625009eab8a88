import type { Queryable } from '#server/db/db.ts';
import type { PlenaryVideo } from './types.ts';

const COLUMNS = 'id, titulo, fecha, url, miniatura';

export interface NewPlenaryVideo {
  titulo: string;
  /** 'YYYY-MM-DD'. */
  fecha: string;
  url: string;
  miniatura?: string | null;
}

/** Every plenary video, newest session first. */
export async function listVideos(db: Queryable): Promise<PlenaryVideo[]> {
  return db.query<PlenaryVideo>(`select ${COLUMNS} from actas_video order by fecha desc, id desc`);
}

/** The video with `id`, or undefined. */
export async function getVideo(db: Queryable, id: number): Promise<PlenaryVideo | undefined> {
  const [row] = await db.query<PlenaryVideo>(`select ${COLUMNS} from actas_video where id = $1`, [id]);
  return row;
}

/** Registers a plenary video and returns it with its id. */
export async function createVideo(db: Queryable, video: NewPlenaryVideo): Promise<PlenaryVideo> {
  const [row] = await db.query<PlenaryVideo>(
    `insert into actas_video (titulo, fecha, url, miniatura) values ($1, $2, $3, $4) returning ${COLUMNS}`,
    [video.titulo, video.fecha, video.url, video.miniatura ?? null],
  );
  if (!row) throw new Error('insert into actas_video returned no row');
  return row;
}

/** Deletes a video; false when it did not exist. */
export async function deleteVideo(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('delete from actas_video where id = $1 returning id', [id]);
  return rows.length > 0;
}
