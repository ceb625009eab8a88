import type {
  InboxDetail,
  InboxItem,
  InboxPage,
  InboxQuery,
  StateChangeAnswer,
  SubmissionState,
  SummarySection,
} from '#shared/api-types/generated/procedures.ts';
import { apiRequest } from '#web/api/client.ts';

export type { InboxDetail, InboxItem, InboxPage, SubmissionState, SummarySection as InboxSection };

/**
 * The inbox list's query (InboxQuery) as kept in the admin page's address: the page, and each filter as the
 * text there (empty for none), which the server checks.
 */
export type InboxAddressQuery = { [K in keyof InboxQuery]-?: K extends 'pagina' ? number : string };

const inboxSearch = ({ pagina, estado, procedimiento, buscar }: InboxAddressQuery) =>
  new URLSearchParams({
    pagina: String(pagina),
    ...(estado ? { estado } : {}),
    ...(procedimiento ? { procedimiento } : {}),
    ...(buscar ? { buscar } : {}),
  }).toString();

/** The council inbox calls (staff session required). */
export const inboxApi = {
  list: (query: InboxAddressQuery) => apiRequest<InboxPage>(`/admin/tramites?${inboxSearch(query)}`),
  detail: (id: number) => apiRequest<InboxDetail>(`/admin/tramites/${id}`),
  receipt: (id: number) => apiRequest<Blob>(`/admin/tramites/${id}/justificante`, { responseType: 'blob' }),
  attachment: (id: number, archivo: number) =>
    apiRequest<Blob>(`/admin/tramites/${id}/archivos/${archivo}`, { responseType: 'blob' }),
  changeState: (id: number, estado: SubmissionState) =>
    apiRequest<StateChangeAnswer>(`/admin/tramites/${id}`, {
      method: 'PATCH',
      body: { estado },
    }),
};
