import type { MinutesList, PlenaryVideo, PlenaryVideoList } from '#shared/api-types/generated/content.ts';
import { api } from '#web/api/client.ts';

export type { PlenaryVideo };

export const getMinutes = (signal?: AbortSignal) => api.get<MinutesList>('/actas', { signal });

export const getPlenaryVideos = (signal?: AbortSignal) =>
  api.get<PlenaryVideoList>('/actas-video', { signal });

/** SPEC §7: the list is sorted by date, newest first, on the client. */
export function sortVideosNewestFirst(videos: PlenaryVideo[]): PlenaryVideo[] {
  return [...videos].sort((a, b) => b.fecha.localeCompare(a.fecha));
}
