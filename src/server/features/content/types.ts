/** A news item as the API sends it (SPEC §3). */
export interface NewsItem {
  id: number;
  titulo: string;
  descripcion: string | null;
  contenido: string;
  imagenPath: string | null;
  /** ISO 8601 instant of publication. */
  publicadaEn: string;
}

/** Plenary minutes: one PDF; `fechaSubida` (ISO 8601) is what the public page groups by. */
export interface Minutes {
  id: number;
  nombre: string;
  fechaSubida: string;
  url: string;
}

/** A plenary session video hosted elsewhere; `fecha` is 'YYYY-MM-DD'. */
export interface PlenaryVideo {
  id: number;
  titulo: string;
  fecha: string;
  url: string;
  miniatura: string | null;
}
