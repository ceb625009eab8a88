import { useEffect, useState } from 'react';
import { getLatestNews, type NewsItem } from './news-api.ts';

export interface NewsPageState {
  items: NewsItem[];
  loading: boolean;
}

/** One page of the latest news; on failure the list stays empty (the client logged it, SPEC §4). */
export function useNewsPage(limite: number, pagina = 1): NewsPageState {
  const [state, setState] = useState<NewsPageState>({ items: [], loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState({ items: [], loading: true });
    getLatestNews({ limite, pagina }, controller.signal).then(
      (items) => {
        if (!controller.signal.aborted)
          setState({ items: Array.isArray(items) ? items : [], loading: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ items: [], loading: false });
      },
    );
    return () => controller.abort();
  }, [limite, pagina]);
  return state;
}
