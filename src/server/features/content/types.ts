/** The content API's shapes, from its contract (schemas/api/content.json, types by `npm run generate`). */
export type { Minutes, NewsItem, PlenaryVideo } from '#shared/api-types/generated/content.ts';
