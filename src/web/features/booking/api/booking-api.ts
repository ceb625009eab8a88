import type {
  BookingRequest,
  CourtId,
  OccupiedHours,
  PaymentSession,
  PaymentStart,
} from '#shared/api-types/generated/booking.ts';
import { api } from '#web/api/client.ts';

/** Every occupied half-hour of a court on a day (SPEC §7). */
export async function getOccupiedHours(pista: CourtId, dia: string, signal?: AbortSignal): Promise<string[]> {
  const query = new URLSearchParams({ pista, dia });
  const rows = await api.get<OccupiedHours>(`/reservas?${query}`, { signal });
  return rows.map((row) => row.hora);
}

/**
 * Holds the hours and opens the payment; the browser goes to `url` to pay. Read defensively: a page must not
 * send the browser to something that is not an address.
 */
export const createPaymentSession = (request: BookingRequest) =>
  api.post<Partial<Record<keyof PaymentStart, unknown>>>('/pago/crear-sesion', { ...request });

export const getPaymentSession = (sessionId: string, signal?: AbortSignal) =>
  api.get<PaymentSession>(`/stripe/consulta-sesion?${new URLSearchParams({ session_id: sessionId })}`, {
    signal,
  });
