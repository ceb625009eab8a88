/** The booking page's own messages (SPEC §5, §8); field messages shared with the server live in #shared. */
export const BOOKING_MESSAGES = {
  incomplete: 'Rellena nombre, email y selecciona pista, día y horas.',
  hoursLoadFailed: '❌ No se pudieron cargar las horas.',
  paymentFailed: '❌ No se pudo iniciar el pago.',
  networkError: '❌ Error de red.',
  missingSession: 'No se encontró el ID de sesión.',
  sessionLoadFailed: 'Error al recuperar la reserva.',
} as const;

/** How long field hints and the contiguity warning stay on screen (SPEC §9: 3 seconds). */
export const HINT_MS = 3000;
