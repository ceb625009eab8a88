import { SELECTABLE_DAY_COUNT } from './days.ts';
import { HOLD_MINUTES, SLOT_MINUTES } from './slots.ts';

/**
 * The booking page's instructions as text: the page shows them (src/web/features/booking/booking-instructions.tsx)
 * and the assistant answers from the very same sentences.
 */
export const HOW_TO_HEADING = 'Cómo reservar';
export const PRICES_HEADING = 'Precios por bloque';

/** The steps of a booking, in order. */
export const BOOKING_STEPS: readonly string[] = [
  `Elige la pista y el día. Puedes reservar para los próximos ${SELECTABLE_DAY_COUNT} días a partir de mañana; si mañana es viernes, sábado o domingo, a partir del lunes siguiente.`,
  'Pulsa la hora de inicio. Se marca un bloque completo y puedes añadir más bloques seguidos; pulsa un bloque del principio o del final para quitarlo.',
  'Escribe tu nombre completo y tu correo y pulsa «Reservar».',
  `Revisa el total y paga con tarjeta. Las horas quedan guardadas ${HOLD_MINUTES} minutos mientras pagas; te enviaremos la confirmación por correo.`,
];

/** The note under the price table. */
export const PRICE_NOTE = 'El precio lo fija la hora de inicio de la reserva.';

/** A block of `slots` half-hour slots as the price table says it: '1 hora', '1 hora y media', '2 horas'… */
export function blockLength(slots: number): string {
  const hours = Math.floor((slots * SLOT_MINUTES) / 60);
  const base = hours === 1 ? '1 hora' : `${hours} horas`;
  return (slots * SLOT_MINUTES) % 60 === 30 ? `${base} y media` : base;
}
