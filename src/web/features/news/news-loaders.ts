import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '#web/api/client.ts';
import { getLatestNews, getNewsItem, type NewsPage, type ShownNewsItem } from './news-api.ts';

/** News items per page of /actualidad. */
export const NEWS_PAGE_SIZE = 9;

/** ?pagina=N, 1 when missing or not a positive whole number. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The id is unusable when missing or the literal text 'undefined' (a link built from a missing id). */
export function isUsableNewsId(id: string | undefined): id is string {
  return id !== undefined && id.trim() !== '' && id !== 'undefined';
}

/**
 * One page of the latest news. SPEC §4: a failure only shows an empty list (the API client logged it), so
 * the loader answers an empty page instead of throwing to the error page.
 */
export async function loadNewsPage(limite: number, pagina: number, signal: AbortSignal): Promise<NewsPage> {
  return getLatestNews({ limite, pagina }, signal).catch(() => ({ items: [], total: undefined }));
}

/** /actualidad?pagina=N. */
export const newsListLoader = ({ request }: LoaderFunctionArgs) =>
  loadNewsPage(
    NEWS_PAGE_SIZE,
    pageFromQuery(new URL(request.url).searchParams.get('pagina')),
    request.signal,
  );

/** What /noticia/:id shows: the item, or why there is none (the page answers 404 then). */
export type NewsItemData = { item: ShownNewsItem } | { item: null; reason: 'no-existe' | 'error' };

/**
 * /noticia/:id. An unusable id or an unknown item is a 404 with a Spanish page; any other failure (already
 * logged by the API client) a page saying the item cannot be shown now.
 */
export async function newsItemLoader({ params, request }: LoaderFunctionArgs) {
  const { id } = params;
  if (!isUsableNewsId(id)) {
    console.error(`Identificador de noticia no válido: ${String(id)}`);
    return data<NewsItemData>({ item: null, reason: 'no-existe' }, { status: 404 });
  }
  try {
    return data<NewsItemData>({ item: await getNewsItem(id, request.signal) });
  } catch (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return data<NewsItemData>(
      { item: null, reason: missing ? 'no-existe' : 'error' },
      { status: missing ? 404 : 503 },
    );
  }
}
