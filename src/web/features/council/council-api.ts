import { api } from '#web/api/client.ts';
import type { Minute } from './minutes-by-month.ts';

/** One plenary video as GET /api/actas-video returns it. */
export interface PlenaryVideo {
  id: number;
  titulo: string;
  /** 'YYYY-MM-DD' */
  fecha: string;
  url: string;
  miniatura: string | null;
}

export const getMinutes = (signal?: AbortSignal) => api.get<Minute[]>('/actas', { signal });

export const getPlenaryVideos = (signal?: AbortSignal) => api.get<PlenaryVideo[]>('/actas-video', { signal });

/** SPEC §7: the list is sorted by date, newest first, on the client. */
export function sortVideosNewestFirst(videos: PlenaryVideo[]): PlenaryVideo[] {
  return [...videos].sort((a, b) => b.fecha.localeCompare(a.fecha));
}
