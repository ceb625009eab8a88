import { api } from '#web/api/client.ts';

/** A news item as the API returns it (SPEC §3). The id may be missing in bad data: cards say so. */
export interface NewsItem {
  id?: number | string | null;
  titulo: string;
  descripcion?: string | null;
  contenido: string;
  imagenPath?: string | null;
}

export interface NewsPageQuery {
  limite: number;
  /** 1-based. */
  pagina?: number;
}

export function getLatestNews({ limite, pagina = 1 }: NewsPageQuery, signal?: AbortSignal) {
  const query = new URLSearchParams({ limite: String(limite), pagina: String(pagina) });
  return api.get<NewsItem[]>(`/noticias/ultimas?${query}`, { signal });
}

export const getNewsItem = (id: string, signal?: AbortSignal) =>
  api.get<NewsItem>(`/noticias/${encodeURIComponent(id)}`, { signal });
