import { api } from '#web/api/client.ts';

/** One result of GET /api/buscar: a page with the passage that matched and the ranges to highlight. */
export interface SearchResult {
  url: string;
  titulo: string;
  seccion?: string;
  tipo: string;
  fragmento: string;
  marcas: Array<[number, number]>;
}

export function searchSite(q: string, signal?: AbortSignal): Promise<{ resultados: SearchResult[] }> {
  return api.get<{ resultados: SearchResult[] }>(`/buscar?q=${encodeURIComponent(q)}`, { signal });
}
