import { useEffect, useState } from 'react';
import { getNewsItem, type ShownNewsItem } from './news-api.ts';

/** The id is unusable when missing or the literal text 'undefined' (a link built from a missing id). */
export function isUsableNewsId(id: string | undefined): id is string {
  return id !== undefined && id.trim() !== '' && id !== 'undefined';
}

/**
 * Loads one news item. SPEC §4/§5: an unusable id only logs an error, and a failed load is only logged
 * (by the API client), so in both cases the item stays undefined and the page keeps its loading text.
 */
export function useNewsItem(id: string | undefined): ShownNewsItem | undefined {
  const [item, setItem] = useState<ShownNewsItem | undefined>(undefined);
  useEffect(() => {
    setItem(undefined);
    if (!isUsableNewsId(id)) {
      console.error(`Identificador de noticia no válido: ${String(id)}`);
      return;
    }
    const controller = new AbortController();
    getNewsItem(id, controller.signal).then(
      (loaded) => {
        if (!controller.signal.aborted) setItem(loaded);
      },
      () => {},
    );
    return () => controller.abort();
  }, [id]);
  return item;
}
