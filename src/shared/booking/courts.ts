/** The courts the council rents (SPEC §9): block length in half-hour slots and price per block in euro cents. */
export const COURTS = [
  { id: 'tenis', label: 'Tenis', blockSlots: 2, priceCents: 300, eveningPriceCents: 500 },
  { id: 'padel', label: 'Pádel', blockSlots: 3, priceCents: 600, eveningPriceCents: 900 },
  { id: 'futbol', label: 'Fútbol sala', blockSlots: 2, priceCents: 300, eveningPriceCents: 500 },
] as const;

export type Court = (typeof COURTS)[number];
export type CourtId = Court['id'];

export function isCourtId(value: unknown): value is CourtId {
  return COURTS.some((court) => court.id === value);
}

/** The court with that id; throws on an unknown id (callers validate input with `isCourtId` first). */
export function getCourt(id: CourtId): Court {
  const court = COURTS.find((c) => c.id === id);
  if (!court) throw new Error(`Pista desconocida: ${id}`);
  return court;
}
