import { useEffect, useState } from 'react';

export interface RemoteData<T> {
  data: T | undefined;
  loading: boolean;
}

/**
 * Loads once on mount. A failure is only logged (the API client already does it, SPEC §8) and the
 * loading indicator stops with no data, as SPEC §4 asks for the videos and minutes pages.
 */
export function useRemoteData<T>(load: (signal: AbortSignal) => Promise<T>): RemoteData<T> {
  const [state, setState] = useState<RemoteData<T>>({ data: undefined, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ data: undefined, loading: false });
      },
    );
    return () => controller.abort();
  }, [load]);
  return state;
}
