import { useEffect, useEffectEvent, useState } from 'react';

/** Where a request of `useRequest` stands. */
export type Requested<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * For data a page asks for while the resident works with it (a court and day, a search as it is typed, a staff
 * filter), not for a route's first data (that is the route's loader). `request` runs whenever `key` changes (a
 * string naming everything the request depends on); the request before it is aborted, so a late answer never
 * overwrites a newer one. A null key asks for nothing ('idle').
 */
export function useRequest<T>(
  key: string | null,
  request: (signal: AbortSignal) => Promise<T>,
): Requested<T> {
  // 'idle' until the effect asks: the server's HTML (and a page read without JavaScript) never says 'loading'.
  const [state, setState] = useState<Requested<T>>({ status: 'idle' });
  const run = useEffectEvent((signal: AbortSignal) => request(signal));
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
