import type { Queryable } from '#server/db/db.ts';
import type { PlenaryVideo } from '#server/features/content/types.ts';
import type { NewPlenaryVideo } from '#server/features/content/videos-repository.ts';

// The content feature's repository has no update; this is the one write it lacks, kept beside its caller.
/** Replaces a video's fields; undefined when it does not exist. */
export async function updateVideo(
  q: Queryable,
  id: number,
  video: NewPlenaryVideo,
): Promise<PlenaryVideo | undefined> {
  const [row] = await q.query<PlenaryVideo>(
    `update actas_video set titulo = $2, fecha = $3, url = $4, miniatura = $5 where id = $1
     returning id, titulo, fecha, url, miniatura`,
    [id, video.titulo, video.fecha, video.url, video.miniatura ?? null],
  );
  return row;
}
