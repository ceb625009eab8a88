import site from '#content/sitio.json' with { type: 'json' };
import type { NewMinutes } from '../minutes-repository.ts';
import type { NewNewsItem } from '../news-repository.ts';
import type { NewPlenaryVideo } from '../videos-repository.ts';
import { DEMO_SESSIONS, minutesDocument, minutesDocumentText } from './minutes.ts';
import { ACTIVITIES_SEASON, DEMO_NEWS, type DemoNewsDate } from './news.ts';
import { DEMO_UPLOADS, demoUrl } from './paths.ts';
import { isoDay, sessionDay, spanishLongDate } from './sessions.ts';

export interface DemoContent {
  news: NewNewsItem[];
  minutes: NewMinutes[];
  videos: NewPlenaryVideo[];
}

const DAY_MS = 86_400_000;

/** The demo rows for a database seeded at `now`: dates are relative to it, files are the committed ones. */
export function buildDemoContent(now: Date): DemoContent {
  const news = DEMO_NEWS.map((item) => ({
    titulo: item.titulo,
    descripcion: item.descripcion,
    contenido: item.parrafos.join('\n'),
    imagenPath: item.imagen ? demoUrl(DEMO_UPLOADS.news, item.imagen.archivo) : null,
    // Mid-morning of its day, never later than `now`, so the newest item is not dated in the future.
    publicadaEn: new Date(Math.min(now.getTime(), newsDay(item.cuando, now) + 9 * 3_600_000)),
  })).sort((a, b) => b.publicadaEn.getTime() - a.publicadaEn.getTime());
  const minutes: NewMinutes[] = [];
  const videos: NewPlenaryVideo[] = [];
  for (const session of DEMO_SESSIONS) {
    const day = sessionDay(now, session.mesesAtras);
    const longDate = spanishLongDate(day);
    minutes.push({
      nombre: `Acta de la sesión ordinaria del Pleno de ${longDate}`,
      url: demoUrl(DEMO_UPLOADS.minutes, session.acta.archivo),
      fechaSubida: new Date(Math.min(now.getTime(), day.getTime() + 12 * 3_600_000)),
      // What its committed PDF says, as reading the PDF would store it (minutes-text.ts).
      texto: minutesDocumentText(minutesDocument(session)),
    });
    if (session.video) {
      videos.push({
        titulo: `Video pleno ${longDate}`,
        fecha: isoDay(day),
        url: videoUrl(day),
        miniatura: session.video.miniatura
          ? demoUrl(DEMO_UPLOADS.videos, session.video.miniatura.archivo)
          : null,
      });
    }
  }
  return { news, minutes, videos };
}

function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Start (UTC) of the day a demo news item is dated on; see DemoNewsDate. */
function newsDay(when: DemoNewsDate, now: Date): number {
  const today = startOfUtcDay(now);
  if ('diasAtras' in when) return today - when.diasAtras * DAY_MS;
  if ('trasSesion' in when) return Math.min(today, sessionDay(now, when.trasSesion).getTime() + DAY_MS);
  if ('temporada' in when) return Date.UTC(Number(ACTIVITIES_SEASON.slice(0, 4)), 8, 15);
  const { mes, dia } = when.aniversario;
  const thisYear = Date.UTC(now.getUTCFullYear(), mes - 1, dia);
  return thisYear <= today ? thisYear : Date.UTC(now.getUTCFullYear() - 1, mes - 1, dia);
}

// A YouTube-style watch address on the council's (fictional) channel; the 11-character id is made from the date.
function videoUrl(day: Date): string {
  const channel = site.redes.find((red) => red.clave === 'youtube')?.url;
  const handle = channel ? new URL(channel).pathname.replace(/^\/@/, '') : undefined;
  const id = `VdA${isoDay(day).replaceAll('-', '')}`;
  return `https://www.youtube.com/watch?v=${id}${handle ? `&ab_channel=${encodeURIComponent(handle)}` : ''}`;
}
