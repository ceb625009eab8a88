import type { Queryable } from '#server/db/db.ts';
import { listMinutes, listMinutesTexts } from '#server/features/content/minutes-repository.ts';
import { minutesSections } from '#server/features/content/minutes-text.ts';
import { listNews } from '#server/features/content/news-repository.ts';
import { listVideos } from '#server/features/content/videos-repository.ts';
import { headingAnchor } from '#shared/anchors.ts';
import { paths } from '#shared/paths.ts';
import { councilMonth } from '#shared/spanish-dates.ts';
import type { Passage } from '../types.ts';
import { toSentences } from './sentences.ts';

/** How many of the latest news items the assistant knows (older ones stay on the site, not in answers). */
const NEWS_LIMIT = 300;
const LISTED_MINUTES = 24;
/** How many of the latest minutes the assistant reads (four years of monthly sessions; older ones stay listed). */
const READ_MINUTES = 48;
const MINUTES_PAGE = paths.actasPleno.path;
const MINUTES_TITLE = paths.actasPleno.title;

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

/** News, minutes (the list and what each says) and plenary videos as passages. */
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
  // What each set of minutes says, one passage per paragraph, cited at its month on the minutes page (which opens
  // that month's group); the formulas every session repeats (the opening, approving the last minutes, the mayor's
  // decrees, the closing) only once, from the newest minutes: they still say when sessions start and end.
  const said = new Set<string>();
  for (const minutes of await listMinutesTexts(db, READ_MINUTES)) {
    const date = new Date(minutes.fechaSubida);
    const session = longDate.format(date);
    const month = councilMonth(date).label;
    minutesSections(minutes.texto).forEach((section, i) => {
      section.paragraphs.forEach((paragraph, j) => {
        if (said.has(paragraph)) return;
        said.add(paragraph);
        passages.push({
          id: `acta:${minutes.id}:${i}:${j}`,
          kind: 'acta',
          adjunto: true,
          url: MINUTES_PAGE,
          titulo: MINUTES_TITLE,
          seccion: month,
          anchor: headingAnchor(month),
          frases: toSentences(paragraph),
          publicada: session,
          claves: `acta pleno sesión acuerdo ${section.heading ?? ''} ${minutes.nombre} ${session}`,
        });
      });
    });
  }
  // The pages exist even before anything is published: residents still ask where to find them.
  const minutes = await listMinutes(db);
  const newest = minutes.slice(0, LISTED_MINUTES).map((m) => longDate.format(new Date(m.fechaSubida)));
  passages.push({
    id: 'actas',
    kind: 'pagina',
    url: MINUTES_PAGE,
    titulo: MINUTES_TITLE,
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
