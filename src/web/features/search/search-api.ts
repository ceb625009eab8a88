import type { SearchAnswer } from '#shared/api-types/generated/assistant.ts';
import { api } from '#web/api/client.ts';

export type { SearchResult } from '#shared/api-types/generated/assistant.ts';

/** GET /api/buscar: pages with the passage that matched and the ranges to highlight. */
export function searchSite(q: string, signal?: AbortSignal): Promise<SearchAnswer> {
  return api.get<SearchAnswer>(`/buscar?q=${encodeURIComponent(q)}`, { signal });
}
