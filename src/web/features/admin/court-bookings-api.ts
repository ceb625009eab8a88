import type { BookingsDay, CourtId } from '#shared/api-types/generated/booking.ts';
import { apiRequest } from '#web/api/client.ts';

export type { BookingState, BookingsDay, StaffBooking } from '#shared/api-types/generated/booking.ts';

/** The staff listing of a day's court bookings (staff session required); all courts unless `pista`. */
export function fetchBookingsDay(dia: string, pista: CourtId | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ dia });
  if (pista) query.set('pista', pista);
  return apiRequest<BookingsDay>(`/admin/reservas?${query}`, { signal });
}
