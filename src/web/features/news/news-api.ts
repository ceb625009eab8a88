import type { NewsItem, NewsPageQuery } from '#shared/api-types/generated/content.ts';
import { api } from '#web/api/client.ts';

/**
 * A news item as the public pages read it: the API's (content.json NewsItem), taken defensively, since a news
 * item without an id (bad data) is shown with the SPEC §8 line instead of a link.
 */
export type ShownNewsItem = Pick<NewsItem, 'titulo' | 'contenido'> & {
  id?: NewsItem['id'] | string | null;
  descripcion?: NewsItem['descripcion'];
  imagenPath?: NewsItem['imagenPath'];
  publicadaEn?: NewsItem['publicadaEn'] | null;
};

/** One page of news and, when the server says it (`x-total-count`), how many news items exist in all. */
export interface NewsPage {
  items: ShownNewsItem[];
  total: number | undefined;
}

/** Reads `x-total-count`: a whole number ≥ 0, or undefined when missing or malformed. */
export function parseTotalCount(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

export async function getLatestNews(
  { limite, pagina = 1 }: NewsPageQuery & { limite: number },
  signal?: AbortSignal,
): Promise<NewsPage> {
  const query = new URLSearchParams({ limite: String(limite), pagina: String(pagina) });
  let total: number | undefined;
  const items = await api.get<ShownNewsItem[]>(`/noticias/ultimas?${query}`, {
    signal,
    onHeaders: (headers) => {
      total = parseTotalCount(headers.get('x-total-count'));
    },
  });
  return { items: Array.isArray(items) ? items : [], total };
}

export const getNewsItem = (id: string, signal?: AbortSignal) =>
  api.get<ShownNewsItem>(`/noticias/${encodeURIComponent(id)}`, { signal });
