import { loadCatalogue } from '#engine/catalogue/load-catalogue.ts';
import { type PathKey, paths } from '#shared/paths.ts';

/**
 * Routes a search engine should not list: the private area and its sign-in, one-off booking screens
 * (they need a payment session), and receipt verification (reached from a receipt's own link). Every
 * other route of the table is listed, so a new public page appears in the sitemap without touching this.
 */
const NOT_LISTED: readonly PathKey[] = [
  'login',
  'forgotPassword',
  'admin',
  'confirmacion',
  'pagoCancelado',
  'verificar',
];

/** One <url> of the sitemap: a path on the site and, when known, the date it last changed. */
export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD. */
  lastmod?: string;
}

/** The route table's public pages without parameters (`/noticia/:id` is listed item by item instead). */
export function staticPaths(): string[] {
  return (Object.keys(paths) as PathKey[])
    .filter((key) => !NOT_LISTED.includes(key) && !paths[key].path.includes(':'))
    .map((key) => paths[key].path);
}

/** `/tramites/<slug>` for every folder of the procedure catalogue. */
export function procedurePaths(catalogue = loadCatalogue()): string[] {
  return catalogue.map((procedure) => `${paths.tramites.path}/${procedure.slug}`);
}
