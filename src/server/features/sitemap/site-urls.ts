import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { type PathKey, paths, UNLISTED_PATHS } from '#shared/paths.ts';

/** One <url> of the sitemap: a path on the site and, when known, the date it last changed. */
export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD. */
  lastmod?: string;
}

/** The route table's public pages without parameters (`/noticia/:id` is listed item by item instead). */
export function staticPaths(): string[] {
  return (Object.keys(paths) as PathKey[])
    .filter((key) => !UNLISTED_PATHS.includes(key) && !paths[key].path.includes(':'))
    .map((key) => paths[key].path);
}

/** `/tramites/<slug>` for every folder of the procedure catalogue. */
export function procedurePaths(catalogue = loadCatalogue()): string[] {
  return catalogue.map((procedure) => `${paths.tramites.path}/${procedure.slug}`);
}
