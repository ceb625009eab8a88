import { useEffect, useState } from 'react';
import type { CourtId } from '#shared/booking/index.ts';
import { getOccupiedHours } from './api/booking-api.ts';

export interface OccupiedHours {
  occupied: string[];
  loading: boolean;
  failed: boolean;
}

/** The occupied hours of the chosen court and day, reloaded when either changes or `reloadKey` moves. */
export function useOccupiedHours(
  pista: CourtId | null,
  dia: string | null,
  reloadKey: number,
): OccupiedHours {
  const [state, setState] = useState<OccupiedHours>({ occupied: [], loading: false, failed: false });
  useEffect(() => {
    // reloadKey is a deliberate dependency: bumping it asks for fresh data (after a 409).
    void reloadKey;
    if (!pista || !dia) {
      setState({ occupied: [], loading: false, failed: false });
      return;
    }
    const controller = new AbortController();
    setState({ occupied: [], loading: true, failed: false });
    getOccupiedHours(pista, dia, controller.signal).then(
      (occupied) => {
        if (!controller.signal.aborted) setState({ occupied, loading: false, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ occupied: [], loading: false, failed: true });
      },
    );
    return () => controller.abort();
  }, [pista, dia, reloadKey]);
  return state;
}
