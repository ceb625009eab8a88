import type { CourtId } from '#shared/booking/index.ts';
import { useRequest } from '#web/api/use-request.ts';
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
  // reloadKey is part of the key: bumping it asks for fresh data (after a 409).
  const key = pista && dia ? `${pista}/${dia}/${reloadKey}` : null;
  const state = useRequest(key, (signal) => getOccupiedHours(pista as CourtId, dia as string, signal));
  return {
    occupied: state.status === 'done' ? state.data : [],
    loading: state.status === 'loading',
    failed: state.status === 'failed',
  };
}
