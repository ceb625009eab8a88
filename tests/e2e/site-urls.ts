import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { getHref, type PathKey, paths } from '#web/app/paths.ts';

/** Values for the route table's `:params` (the demo content has news item 1). */
const SAMPLE_PARAMS = { id: 1 };

/** Every route of the one route table, parameters filled in. */
export const routeTableUrls: readonly string[] = (Object.keys(paths) as PathKey[]).map((key) =>
  getHref(key, SAMPLE_PARAMS),
);

/**
 * URLs outside the route table that must behave like any page: the procedure routes `/tramites/<slug>`,
 * straight from the catalogue (one import, no copied list). Append other generated routes here.
 */
export const extraUrls: readonly string[] = loadCatalogue().map((procedure) => `/tramites/${procedure.slug}`);

/** An address outside every route: the Spanish 404 page must meet the same bar. */
export const notFoundUrl = '/esta-pagina-no-existe';

/** What routes.e2e.ts opens, in order. */
export const siteUrls: readonly string[] = [...routeTableUrls, ...extraUrls, notFoundUrl];
