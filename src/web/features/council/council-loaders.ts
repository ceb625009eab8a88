import type { LoaderFunctionArgs } from 'react-router';
import { getMinutes, getPlenaryVideos } from './council-api.ts';

// SPEC §4: a failed load is only logged (by the API client) and the page shows no list, never the error page.

/** /ayuntamiento/actas-pleno: every minute, or null when the list cannot be read. */
export const minutesLoader = ({ request }: LoaderFunctionArgs) =>
  getMinutes(request.signal).catch(() => null);

/** /ayuntamiento/plenos-video: every plenary video, or null when the list cannot be read. */
export const videosLoader = ({ request }: LoaderFunctionArgs) =>
  getPlenaryVideos(request.signal).catch(() => null);
