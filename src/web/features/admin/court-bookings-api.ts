import type { CourtId } from '#shared/booking/index.ts';
import { apiRequest } from '#web/api/client.ts';

export type BookingState = 'pendiente' | 'pagada' | 'cancelada' | 'caducada';

/** One booking as GET /admin/reservas answers it. */
export interface StaffBooking {
  /** The reference the booker got in the confirmation e-mail. */
  referencia: string;
  desde: string;
  hasta: string;
  horas: string[];
  nombre: string;
  email: string;
  /** Euro cents. */
  importe: number;
  estado: BookingState;
  /** A late payment given back because its hours had gone to someone else. */
  reembolso: 'pendiente' | 'hecho' | null;
  creadaEn: string;
}

export interface BookingsDay {
  dia: string;
  pistas: Array<{ pista: CourtId; reservas: StaffBooking[] }>;
}

/** The staff listing of a day's court bookings (staff session required); all courts unless `pista`. */
export function fetchBookingsDay(dia: string, pista: CourtId | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ dia });
  if (pista) query.set('pista', pista);
  return apiRequest<BookingsDay>(`/admin/reservas?${query}`, { signal });
}
