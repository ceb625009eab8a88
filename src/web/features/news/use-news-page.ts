import { useEffect, useState } from 'react';
import { getLatestNews, type ShownNewsItem } from './news-api.ts';

export interface NewsPageState {
  items: ShownNewsItem[];
  /** All news items on the server (`x-total-count`); undefined while loading or when not told. */
  total: number | undefined;
  loading: boolean;
}

/** One page of the latest news; on failure the list stays empty (the client logged it, SPEC §4). */
export function useNewsPage(limite: number, pagina = 1): NewsPageState {
  const [state, setState] = useState<NewsPageState>({ items: [], total: undefined, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState({ items: [], total: undefined, loading: true });
    getLatestNews({ limite, pagina }, controller.signal).then(
      ({ items, total }) => {
        if (!controller.signal.aborted) setState({ items, total, loading: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ items: [], total: undefined, loading: false });
      },
    );
    return () => controller.abort();
  }, [limite, pagina]);
  return state;
}
