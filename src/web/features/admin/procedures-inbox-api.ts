import { apiRequest } from '#web/api/client.ts';

export interface InboxItem {
  id: number;
  registro: string;
  procedimiento: string;
  slug: string;
  fecha: string;
  nombre: string | null;
  email: string | null;
  estado: string;
}

export interface InboxPage {
  total: number;
  pagina: number;
  porPagina: number;
  /** The states in order, with how staff read them (the server's one list). */
  estados: Array<{ valor: string; texto: string }>;
  /** The procedures staff may filter by (slug and short name). */
  procedimientos: Array<{ valor: string; texto: string }>;
  tramites: InboxItem[];
}

/** The inbox list's query: page and filters, as kept in the admin page's address. */
export interface InboxQuery {
  pagina: number;
  estado?: string;
  procedimiento?: string;
  buscar?: string;
}

const inboxSearch = ({ pagina, estado, procedimiento, buscar }: InboxQuery) =>
  new URLSearchParams({
    pagina: String(pagina),
    ...(estado ? { estado } : {}),
    ...(procedimiento ? { procedimiento } : {}),
    ...(buscar ? { buscar } : {}),
  }).toString();

export interface InboxSection {
  titulo: string;
  campos: Array<{ campo: string; etiqueta: string; valor: string }>;
  subsecciones: InboxSection[];
}

export interface InboxDetail extends InboxItem {
  csv: string;
  /** Why the applicant's receipt mail was not sent, or null when it was. */
  correoOmitido: string | null;
  siguienteEstado: string | null;
  justificante: { sha256: string; bytes: number } | null;
  secciones: InboxSection[];
  archivos: Array<{ id: number; nombre: string; tipo: string; mime: string; bytes: number; sha256: string }>;
  historial: Array<{ estado: string; email: string | null; fecha: string }>;
}

/** The council inbox calls (staff session required). */
export const inboxApi = {
  list: (query: InboxQuery) => apiRequest<InboxPage>(`/admin/tramites?${inboxSearch(query)}`),
  detail: (id: number) => apiRequest<InboxDetail>(`/admin/tramites/${id}`),
  receipt: (id: number) => apiRequest<Blob>(`/admin/tramites/${id}/justificante`, { responseType: 'blob' }),
  attachment: (id: number, archivo: number) =>
    apiRequest<Blob>(`/admin/tramites/${id}/archivos/${archivo}`, { responseType: 'blob' }),
  changeState: (id: number, estado: string) =>
    apiRequest<Pick<InboxDetail, 'estado' | 'siguienteEstado' | 'historial'>>(`/admin/tramites/${id}`, {
      method: 'PATCH',
      body: { estado },
    }),
};
