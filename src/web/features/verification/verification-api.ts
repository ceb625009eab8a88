import { api } from '#web/api/client.ts';

/** What the server confirms about a receipt (never whose it is). */
export interface Verification {
  csv: string;
  procedimiento: string;
  registro: string;
  /** ISO date and time of the registry entry. */
  fecha: string;
  justificanteSha256: string | null;
  estado: 'recibido' | 'en_tramite' | 'resuelto';
  /** How the state reads ('En trámite'). */
  estadoTexto: string;
  /** ISO date and time of the last state change (the entry's own date while still 'recibido'). */
  estadoDesde: string;
  /** The receipt's electronic seal as the server checked it (null while the receipt is pending). */
  sello: SealCheck | null;
}

export interface SealCheck {
  valido: boolean;
  motivo?: string;
  sellador?: string;
  emisor?: string;
  fecha?: string;
  demostracion?: boolean;
  selloDeTiempo?: boolean;
}

/** GET /verificar/{csv} (404 for an unknown code, 429 after too many checks). */
export const verifyReceipt = (csv: string) => api.get<Verification>(`/verificar/${encodeURIComponent(csv)}`);

/** Where the sealed receipt is downloaded again. */
export const sealedCopyUrl = (csv: string) => `/api/verificar/${encodeURIComponent(csv)}/justificante`;

/** Letters and digits only, upper case: how the code is printed, whatever the person typed around it. */
export const cleanCode = (input: string) => input.toUpperCase().replace(/[^A-Z0-9]/g, '');
