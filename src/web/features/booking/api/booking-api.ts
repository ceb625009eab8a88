import type { BookingRequest, CourtId } from '#shared/booking/index.ts';
import { api } from '#web/api/client.ts';

/** The booking as GET /api/stripe/consulta-sesion returns it. */
export interface PaymentSessionInfo {
  pista: CourtId;
  dia: string;
  horas: string[];
  /** euro cents */
  importe: number;
  estado: 'pendiente' | 'pagada' | 'cancelada' | 'caducada';
}

/** Every occupied half-hour of a court on a day (SPEC §7). */
export async function getOccupiedHours(pista: CourtId, dia: string, signal?: AbortSignal): Promise<string[]> {
  const query = new URLSearchParams({ pista, dia });
  const rows = await api.get<Array<{ hora: string }>>(`/reservas?${query}`, { signal });
  return rows.map((row) => row.hora);
}

/** Holds the hours and opens the payment; the browser goes to `url` to pay. */
export const createPaymentSession = (request: BookingRequest) =>
  api.post<{ url?: unknown }>('/pago/crear-sesion', { ...request });

export const getPaymentSession = (sessionId: string, signal?: AbortSignal) =>
  api.get<PaymentSessionInfo>(`/stripe/consulta-sesion?${new URLSearchParams({ session_id: sessionId })}`, {
    signal,
  });
