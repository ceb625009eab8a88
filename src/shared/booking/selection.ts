import { type CourtId, getCourt } from './courts.ts';
import { SLOTS, slotIndex } from './slots.ts';

/**
 * A selection is a list of half-hour slots forming one contiguous run of whole blocks (SPEC §5, §9).
 * The page and the server both judge selections with these functions.
 */

/**
 * Slots a new booking may not use. SPEC §9's padel rule ("a booked slot also blocks the two following") comes
 * from an API that listed only each booking's first slot; ours lists every occupied half-hour, so a padel
 * booking's two following slots are already in `occupied` and blocking more would leave an hour unbookable
 * after every padel booking.
 */
export function blockedSlots(_court: CourtId, occupied: Iterable<string>): Set<string> {
  return new Set([...occupied].filter((time) => slotIndex(time) >= 0));
}

/** The slots of the block that starts at `start`, or null when it would run past the last slot. */
export function blockAt(court: CourtId, start: string): string[] | null {
  const index = slotIndex(start);
  const size = getCourt(court).blockSlots;
  if (index < 0 || index + size > SLOTS.length) return null;
  return SLOTS.slice(index, index + size);
}

/** Whether a new block may start at `start`: it ends by 21:30 and uses no blocked slot. */
export function canStartBlock(court: CourtId, start: string, blocked: ReadonlySet<string>): boolean {
  const block = blockAt(court, start);
  return block?.every((slot) => !blocked.has(slot)) ?? false;
}

export type SelectionProblem =
  | 'vacia'
  | 'hora-no-valida'
  | 'repetida'
  | 'no-contigua'
  | 'bloque-incompleto'
  | 'no-disponible';

/** Spanish sentence for each problem, as the server answers it and the page may show it. */
export const SELECTION_MESSAGES: Record<SelectionProblem, string> = {
  vacia: 'Selecciona al menos un tramo de horas.',
  'hora-no-valida': 'Alguna de las horas no es un tramo reservable (de 09:00 a 21:00, cada media hora).',
  repetida: 'Hay horas repetidas en la selección.',
  'no-contigua': 'Las horas deben ser contiguas. Haz otra reserva para más tramos.',
  'bloque-incompleto': 'Las horas deben formar bloques completos de la pista elegida.',
  'no-disponible': 'Alguna de las horas elegidas ya está reservada o no está disponible. Elige otras.',
};

/** The hours in time order (invalid ones dropped). */
export function sortHours(hours: readonly string[]): string[] {
  return hours.filter((h) => slotIndex(h) >= 0).sort((a, b) => slotIndex(a) - slotIndex(b));
}

/** The first problem of a selection, or null when it is a valid run of whole blocks free of `blocked`. */
export function selectionProblem(
  court: CourtId,
  hours: readonly string[],
  blocked: ReadonlySet<string> = new Set(),
): SelectionProblem | null {
  if (hours.length === 0) return 'vacia';
  if (hours.some((h) => slotIndex(h) < 0)) return 'hora-no-valida';
  if (new Set(hours).size !== hours.length) return 'repetida';
  const indexes = sortHours(hours).map(slotIndex);
  if (indexes.some((value, i) => i > 0 && value !== (indexes[i - 1] as number) + 1)) return 'no-contigua';
  if (hours.length % getCourt(court).blockSlots !== 0) return 'bloque-incompleto';
  if (hours.some((h) => blocked.has(h))) return 'no-disponible';
  return null;
}

export type ToggleResult = { hours: string[] } | { problem: 'no-contigua' | 'no-disponible' };

/**
 * What choosing `hour` in the grid does to a valid selection: a free hour adds the block starting there
 * (only next to the current run), a selected hour removes its block (only at either end of the run).
 */
export function toggleHour(
  court: CourtId,
  selected: readonly string[],
  hour: string,
  blocked: ReadonlySet<string>,
): ToggleResult {
  const size = getCourt(court).blockSlots;
  const hours = sortHours(selected);
  const position = hours.indexOf(hour);
  if (position >= 0) {
    const blockNumber = Math.floor(position / size);
    const lastBlock = hours.length / size - 1;
    if (blockNumber !== 0 && blockNumber !== lastBlock) return { problem: 'no-contigua' };
    return { hours: hours.filter((_, i) => Math.floor(i / size) !== blockNumber) };
  }
  const block = blockAt(court, hour);
  if (!block || !canStartBlock(court, hour, blocked)) return { problem: 'no-disponible' };
  const first = hours[0];
  const last = hours[hours.length - 1];
  if (first === undefined || last === undefined) return { hours: block };
  const start = slotIndex(hour);
  if (start === slotIndex(last) + 1) return { hours: [...hours, ...block] };
  if (start + size === slotIndex(first)) return { hours: [...block, ...hours] };
  return { problem: 'no-contigua' };
}
