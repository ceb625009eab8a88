import { api } from '#web/api/client.ts';

/** A news item as the API returns it (SPEC §3). The id may be missing in bad data: cards say so. */
export interface NewsItem {
  id?: number | string | null;
  titulo: string;
  descripcion?: string | null;
  contenido: string;
  imagenPath?: string | null;
  /** ISO instant of publication. */
  publicadaEn?: string | null;
}

export interface NewsPageQuery {
  limite: number;
  /** 1-based. */
  pagina?: number;
}

/** One page of news and, when the server says it (`x-total-count`), how many news items exist in all. */
export interface NewsPage {
  items: NewsItem[];
  total: number | undefined;
}

/** Reads `x-total-count`: a whole number ≥ 0, or undefined when missing or malformed. */
export function parseTotalCount(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

export async function getLatestNews(
  { limite, pagina = 1 }: NewsPageQuery,
  signal?: AbortSignal,
): Promise<NewsPage> {
  const query = new URLSearchParams({ limite: String(limite), pagina: String(pagina) });
  let total: number | undefined;
  const items = await api.get<NewsItem[]>(`/noticias/ultimas?${query}`, {
    signal,
    onHeaders: (headers) => {
      total = parseTotalCount(headers.get('x-total-count'));
    },
  });
  return { items: Array.isArray(items) ? items : [], total };
}

export const getNewsItem = (id: string, signal?: AbortSignal) =>
  api.get<NewsItem>(`/noticias/${encodeURIComponent(id)}`, { signal });
