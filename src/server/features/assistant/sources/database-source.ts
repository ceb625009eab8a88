import type { Queryable } from '#server/db/db.ts';
import { listMinutes } from '#server/features/content/minutes-repository.ts';
import { listNews } from '#server/features/content/news-repository.ts';
import { listVideos } from '#server/features/content/videos-repository.ts';
import type { Passage } from '../types.ts';
import { toSentences } from './sentences.ts';

/** How many of the latest news items the assistant knows (older ones stay on the site, not in answers). */
const NEWS_LIMIT = 300;
const LISTED_MINUTES = 24;

const longDate = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Madrid',
});
const dayDate = (day: string) => longDate.format(new Date(`${day}T12:00:00Z`));

/**
 * A cheap fingerprint of what staff publish (news, minutes, videos): any insert, edit or delete changes it
 * (an edited row gets a new transaction id, `xmin`), so every replica notices new content with one small
 * query and rebuilds its own index.
 */
export async function databaseVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ v: string }>(
    `select concat_ws(':',
       (select count(*) || '.' || coalesce(max(xmin::text::bigint), 0) from noticias),
       (select count(*) || '.' || coalesce(max(xmin::text::bigint), 0) from actas),
       (select count(*) || '.' || coalesce(max(xmin::text::bigint), 0) from actas_video)) as v`,
  );
  return row?.v ?? '';
}

/** News, minutes and plenary videos as passages. */
export async function databasePassages(db: Queryable): Promise<Passage[]> {
  const passages: Passage[] = [];
  const { items } = await listNews(db, { limit: NEWS_LIMIT, offset: 0 });
  for (const item of items) {
    const published = longDate.format(new Date(item.publicadaEn));
    const paragraphs = [item.descripcion ?? '', ...item.contenido.split(/\n+/)].filter((p) => p.trim());
    // One passage per paragraph, so an answer quotes the paragraph that holds the fact.
    paragraphs.forEach((paragraph, i) => {
      passages.push({
        id: `noticia:${item.id}:${i}`,
        kind: 'noticia',
        url: `/noticia/${item.id}`,
        titulo: item.titulo,
        frases: toSentences(paragraph),
        publicada: published,
        claves: `${item.titulo} noticia noticias novedades actualidad aviso ${published}`,
      });
    });
  }
  // The pages exist even before anything is published: residents still ask where to find them.
  const minutes = await listMinutes(db);
  const newest = minutes.slice(0, LISTED_MINUTES).map((m) => longDate.format(new Date(m.fechaSubida)));
  passages.push({
    id: 'actas',
    kind: 'pagina',
    url: '/ayuntamiento/actas-pleno',
    titulo: 'Actas de Pleno',
    frases: [
      'Las actas de los plenos del Ayuntamiento se publican en PDF, agrupadas por mes y año.',
      ...(minutes.length > 0
        ? [`Hay ${minutes.length} publicadas; las más recientes son del ${newest.join(', del ')}.`]
        : []),
    ],
    claves: 'actas acta pleno plenos sesión acuerdos',
  });
  const videos = await listVideos(db);
  passages.push({
    id: 'videos',
    kind: 'pagina',
    url: '/ayuntamiento/plenos-video',
    titulo: 'Plenos en Vídeo',
    frases: [
      'Las sesiones de los plenos se graban y puedes verlas en vídeo, de la más reciente a la más antigua.',
      ...videos.slice(0, 6).map((v) => `${v.titulo} (${dayDate(v.fecha)}).`),
    ],
    claves: 'vídeo vídeos video grabación pleno plenos sesión youtube directo',
  });
  return passages;
}
