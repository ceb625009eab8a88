/** Where the committed demo files live (public/uploads/demo/…) and the URL they are served at. */
export const DEMO_UPLOADS = {
  url: '/uploads/demo',
  /** Relative to the repository root. */
  dir: 'public/uploads/demo',
  news: 'noticias',
  minutes: 'actas',
  videos: 'plenos',
} as const;

/** URL of a committed demo file, e.g. demoUrl('noticias', 'feria.jpg') → '/uploads/demo/noticias/feria.jpg'. */
export function demoUrl(folder: string, file: string): string {
  return `${DEMO_UPLOADS.url}/${folder}/${file}`;
}
