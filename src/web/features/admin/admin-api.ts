import type { AuditEntry, AuditPage } from '#shared/api-types/generated/audit.ts';
import type { Minutes, NewsItem, PlenaryVideo } from '#shared/api-types/generated/content.ts';
import { api, apiRequest } from '#web/api/client.ts';
import type { UploadProgress } from '#web/api/upload.ts';

/** Sees the bytes of an upload sent so far (the panel's progress bar). */
type OnUploadProgress = (progress: UploadProgress) => void;

export type { AuditEntry, Minutes, NewsItem, PlenaryVideo };

/** The publishing calls of SPEC §7 plus the panel's own (lists, delete, audit log); file uploads report progress. */
export const adminApi = {
  publishNews: (form: FormData, onUploadProgress?: OnUploadProgress) =>
    api.post<NewsItem>('/noticias', form, { onUploadProgress }),
  publishMinutes: (form: FormData, onUploadProgress?: OnUploadProgress) =>
    api.post<Minutes>('/actas', form, { onUploadProgress }),
  publishVideo: (video: { titulo: string; fecha: string; url: string }) =>
    api.post<PlenaryVideo>('/actas-video', video),
  listNews: () => api.get<NewsItem[]>('/noticias/ultimas?limite=50'),
  listMinutes: () => api.get<Minutes[]>('/actas'),
  listVideos: () => api.get<PlenaryVideo[]>('/actas-video'),
  updateNews: (id: number, form: FormData, onUploadProgress?: OnUploadProgress) =>
    apiRequest<NewsItem>(`/noticias/${id}`, { method: 'PUT', body: form, onUploadProgress }),
  updateVideo: (id: number, video: { titulo: string; fecha: string; url: string }) =>
    apiRequest<PlenaryVideo>(`/actas-video/${id}`, { method: 'PUT', body: video }),
  deleteNews: (id: number) => api.delete(`/noticias/${id}`),
  deleteMinutes: (id: number) => api.delete(`/actas/${id}`),
  deleteVideo: (id: number) => api.delete(`/actas-video/${id}`),
  audit: () => api.get<AuditPage>('/auditoria'),
};
