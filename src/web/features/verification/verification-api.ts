import { api } from '#web/api/client.ts';

/** What the server confirms about a receipt (never whose it is). */
export interface Verification {
  csv: string;
  procedimiento: string;
  registro: string;
  /** ISO date and time of the registry entry. */
  fecha: string;
  justificanteSha256: string | null;
}

/** GET /verificar/{csv} (404 for an unknown code, 429 after too many checks). */
export const verifyReceipt = (csv: string) => api.get<Verification>(`/verificar/${encodeURIComponent(csv)}`);

/** Letters and digits only, upper case: how the code is printed, whatever the person typed around it. */
export const cleanCode = (input: string) => input.toUpperCase().replace(/[^A-Z0-9]/g, '');
