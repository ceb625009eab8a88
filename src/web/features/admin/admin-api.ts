import type { AuditEntry, AuditPage } from '#shared/api-types/generated/audit.ts';
import type {
  Minutes,
  MinutesFields,
  NewsChanges,
  NewsFields,
  NewsItem,
  PlenaryVideo,
  VideoRequest,
} from '#shared/api-types/generated/content.ts';
import { api, apiRequest } from '#web/api/client.ts';
import type { UploadProgress } from '#web/api/upload.ts';

/** Sees the bytes of an upload sent so far (the panel's progress bar). */
type OnUploadProgress = (progress: UploadProgress) => void;

export type { AuditEntry, Minutes, NewsItem, PlenaryVideo };

/** A multipart body of the contract: its text fields (content.json), and the file under its field name. */
function multipart(fields: object, [name, file]: [string, File | null]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  if (file) form.append(name, file);
  return form;
}

/** The publishing calls of SPEC §7 plus the panel's own (lists, delete, audit log); file uploads report progress. */
export const adminApi = {
  publishNews: (fields: NewsFields, imagen: File, onUploadProgress?: OnUploadProgress) =>
    api.post<NewsItem>('/noticias', multipart(fields, ['imagen', imagen]), { onUploadProgress }),
  publishMinutes: (fields: MinutesFields, archivo: File, onUploadProgress?: OnUploadProgress) =>
    api.post<Minutes>('/actas', multipart(fields, ['archivo', archivo]), { onUploadProgress }),
  publishVideo: (video: VideoRequest) => api.post<PlenaryVideo>('/actas-video', { ...video }),
  listNews: () => api.get<NewsItem[]>('/noticias/ultimas?limite=50'),
  listMinutes: () => api.get<Minutes[]>('/actas'),
  listVideos: () => api.get<PlenaryVideo[]>('/actas-video'),
  updateNews: (id: number, changes: NewsChanges, imagen: File | null, onUploadProgress?: OnUploadProgress) =>
    apiRequest<NewsItem>(`/noticias/${id}`, {
      method: 'PUT',
      body: multipart(changes, ['imagen', imagen]),
      onUploadProgress,
    }),
  updateVideo: (id: number, video: VideoRequest) =>
    apiRequest<PlenaryVideo>(`/actas-video/${id}`, { method: 'PUT', body: { ...video } }),
  deleteNews: (id: number) => api.delete(`/noticias/${id}`),
  deleteMinutes: (id: number) => api.delete(`/actas/${id}`),
  deleteVideo: (id: number) => api.delete(`/actas-video/${id}`),
  audit: () => api.get<AuditPage>('/auditoria'),
};
