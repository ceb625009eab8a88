import { useEffect, useState } from 'react';
import type { PaymentSession } from '#shared/api-types/generated/booking.ts';
import { getPaymentSession } from './api/booking-api.ts';

export type SessionState =
  | { kind: 'missing' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'loaded'; info: PaymentSession; gaveUp: boolean };

/** While the provider's confirmation has not arrived yet, ask again this often, this many times. */
export const POLL_MS = 2000;
export const POLL_LIMIT = 15;

/**
 * The booking behind `session_id`. The browser may come back before the provider's webhook does,
 * so a 'pendiente' booking is asked for again for about half a minute before giving up.
 */
export function usePaymentSession(sessionId: string | null): SessionState {
  const [state, setState] = useState<SessionState>(sessionId ? { kind: 'loading' } : { kind: 'missing' });
  useEffect(() => {
    if (!sessionId) {
      setState({ kind: 'missing' });
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (attempt: number) => {
      getPaymentSession(sessionId, controller.signal).then(
        (info) => {
          if (controller.signal.aborted) return;
          const waiting = info.estado === 'pendiente' && attempt < POLL_LIMIT;
          setState({ kind: 'loaded', info, gaveUp: info.estado === 'pendiente' && !waiting });
          if (waiting) timer = setTimeout(() => load(attempt + 1), POLL_MS);
        },
        () => {
          if (!controller.signal.aborted) setState({ kind: 'failed' });
        },
      );
    };
    setState({ kind: 'loading' });
    load(1);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [sessionId]);
  return state;
}
