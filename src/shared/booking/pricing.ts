import { type CourtId, getCourt } from './courts.ts';

/** From this hour on the evening price applies (SPEC §9). */
export const EVENING_FROM = '20:00';

/** Price of one block in euro cents, set by the first hour of the booking. */
export function unitPriceCents(court: CourtId, firstHour: string): number {
  const { priceCents, eveningPriceCents } = getCourt(court);
  // 'HH:MM' strings of equal length compare in time order.
  return firstHour >= EVENING_FROM ? eveningPriceCents : priceCents;
}

/** Total in euro cents of a valid selection: unit price × number of blocks. */
export function totalCents(court: CourtId, hours: readonly string[]): number {
  const first = hours[0];
  if (first === undefined) return 0;
  const blocks = hours.length / getCourt(court).blockSlots;
  return unitPriceCents(court, first) * blocks;
}

/** '6,00 €' */
export function formatEuros(cents: number): string {
  return new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
