import type { AuditEntry, AuditPage } from '#shared/api-types/generated/audit.ts';
import type { Minutes, NewsItem, PlenaryVideo } from '#shared/api-types/generated/content.ts';
import { api, apiRequest } from '#web/api/client.ts';

export type { AuditEntry, Minutes, NewsItem, PlenaryVideo };

/** The publishing calls of SPEC §7 plus the panel's own (lists, delete, audit log). */
export const adminApi = {
  publishNews: (form: FormData) => api.post<NewsItem>('/noticias', form),
  publishMinutes: (form: FormData) => api.post<Minutes>('/actas', form),
  publishVideo: (video: { titulo: string; fecha: string; url: string }) =>
    api.post<PlenaryVideo>('/actas-video', video),
  listNews: () => api.get<NewsItem[]>('/noticias/ultimas?limite=50'),
  listMinutes: () => api.get<Minutes[]>('/actas'),
  listVideos: () => api.get<PlenaryVideo[]>('/actas-video'),
  updateNews: (id: number, form: FormData) =>
    apiRequest<NewsItem>(`/noticias/${id}`, { method: 'PUT', body: form }),
  updateVideo: (id: number, video: { titulo: string; fecha: string; url: string }) =>
    apiRequest<PlenaryVideo>(`/actas-video/${id}`, { method: 'PUT', body: video }),
  deleteNews: (id: number) => api.delete(`/noticias/${id}`),
  deleteMinutes: (id: number) => api.delete(`/actas/${id}`),
  deleteVideo: (id: number) => api.delete(`/actas-video/${id}`),
  audit: () => api.get<AuditPage>('/auditoria'),
};
