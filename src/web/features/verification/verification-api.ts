import type { SealReport, Verification } from '#shared/api-types/generated/procedures.ts';
import { api } from '#web/api/client.ts';

/** What the server confirms about a receipt (never whose it is), and its seal as the server checked it. */
export type { SealReport, Verification };

/** GET /verificar/{csv} (404 for an unknown code, 429 after too many checks). */
export const verifyReceipt = (csv: string) => api.get<Verification>(`/verificar/${encodeURIComponent(csv)}`);

/** Where the sealed receipt is downloaded again. */
export const sealedCopyUrl = (csv: string) => `/api/verificar/${encodeURIComponent(csv)}/justificante`;

/** Letters and digits only, upper case: how the code is printed, whatever the person typed around it. */
export const cleanCode = (input: string) => input.toUpperCase().replace(/[^A-Z0-9]/g, '');
