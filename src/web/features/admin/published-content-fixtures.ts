import type { NewsItem, PlenaryVideo } from './admin-api.ts';

/** A fictional published news item for the edit tests and stories. */
export const SAMPLE_NEWS: NewsItem = {
  id: 7,
  titulo: 'Fiestas de San Roque',
  descripcion: null,
  contenido: 'Programa de las fiestas.\nHabrá verbena.',
  imagenPath: '/uploads/noticias/fiestas.jpg',
  publicadaEn: '2026-08-10T08:00:00.000Z',
};

/** A fictional registered plenary video for the edit tests and stories. */
export const SAMPLE_VIDEO: PlenaryVideo = {
  id: 3,
  titulo: 'Video pleno 14 de marzo de 2026',
  fecha: '2026-03-14',
  url: 'https://youtu.be/dQw4w9WgXcQ',
  miniatura: null,
};
