/**
 * Half-hour slots (SPEC §9): the first starts at 09:00, the last at 21:00, so every booking ends by 21:30.
 * A slot is written 'HH:MM'; its index counts half hours from 09:00.
 */
const FIRST_SLOT_MINUTES = 9 * 60;
const LAST_SLOT_MINUTES = 21 * 60;
export const SLOT_MINUTES = 30;
/** How long a hold keeps its slots while the person pays (issue 5): the server's rule and the page's words. */
export const HOLD_MINUTES = 30;

function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Every bookable slot in order: '09:00', '09:30', …, '21:00'. */
export const SLOTS: readonly string[] = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / SLOT_MINUTES + 1 },
  (_, i) => minutesToTime(FIRST_SLOT_MINUTES + i * SLOT_MINUTES),
);

/** Index of a slot in `SLOTS`, or -1 when the text is not a bookable slot. */
export function slotIndex(time: string): number {
  return SLOTS.indexOf(time);
}

export function isSlot(value: unknown): value is string {
  return typeof value === 'string' && slotIndex(value) >= 0;
}

/** The time a slot ends: slotEnd('21:00') → '21:30'. */
export function slotEnd(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return minutesToTime(h * 60 + m + SLOT_MINUTES);
}
