import type { BookingRequest } from '../api-types/generated/booking.ts';
import { isIsoDate } from '../dates.ts';
import { type CourtId, isCourtId } from './courts.ts';
import { selectableDays } from './days.ts';
import { SELECTION_MESSAGES, selectionProblem, sortHours } from './selection.ts';

/** The body of POST /pago/crear-sesion (SPEC §7), from the API contract (schemas/api/booking.json). */
export type { BookingRequest };

export interface BookingFieldError {
  campo: keyof BookingRequest;
  mensaje: string;
}

/** Field messages of SPEC §5 and the server's own for values the page never sends. */
export const BOOKING_FIELD_MESSAGES = {
  nombre: 'Introduce tu nombre completo.',
  email: 'Introduce tu correo.',
  emailInvalido: 'Introduce un correo electrónico válido (por ejemplo, nombre@dominio.es).',
  pista: 'Elige una pista: tenis, pádel o fútbol sala.',
  dia: 'Elige uno de los días disponibles para reservar.',
} as const;

const NAME_MAX = 120;
const EMAIL_MAX = 254;
// Deliberately simple: the mail server is the real judge; this only catches typos and junk.
const EMAIL_PATTERN = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

export function nameProblem(value: unknown): string | null {
  if (typeof value !== 'string') return BOOKING_FIELD_MESSAGES.nombre;
  const name = value.trim();
  if (name.length < 2 || name.length > NAME_MAX || CONTROL_CHARS.test(name))
    return BOOKING_FIELD_MESSAGES.nombre;
  return null;
}

export function emailProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return BOOKING_FIELD_MESSAGES.email;
  const email = value.trim();
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return BOOKING_FIELD_MESSAGES.emailInvalido;
  return null;
}

/**
 * Checks a booking request made at `now` with the rules of SPEC §9 (availability apart, which only the
 * server knows for sure). Returns the cleaned request or every field problem.
 */
export function validateBookingRequest(
  input: unknown,
  now: Date,
): { ok: true; value: BookingRequest } | { ok: false; errors: BookingFieldError[] } {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const errors: BookingFieldError[] = [];
  const { pista, dia, horas } = body;
  if (!isCourtId(pista)) errors.push({ campo: 'pista', mensaje: BOOKING_FIELD_MESSAGES.pista });
  if (!isIsoDate(dia) || !selectableDays(now).includes(dia)) {
    errors.push({ campo: 'dia', mensaje: BOOKING_FIELD_MESSAGES.dia });
  }
  const hours =
    Array.isArray(horas) && horas.every((h) => typeof h === 'string') ? (horas as string[]) : null;
  if (hours === null) {
    errors.push({ campo: 'horas', mensaje: SELECTION_MESSAGES.vacia });
  } else if (isCourtId(pista)) {
    const problem = selectionProblem(pista, hours);
    if (problem) errors.push({ campo: 'horas', mensaje: SELECTION_MESSAGES[problem] });
  }
  const nombre = nameProblem(body.nombre);
  if (nombre) errors.push({ campo: 'nombre', mensaje: nombre });
  const email = emailProblem(body.email);
  if (email) errors.push({ campo: 'email', mensaje: email });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      pista: pista as CourtId,
      dia: dia as string,
      horas: sortHours(hours as string[]),
      email: (body.email as string).trim(),
      nombre: (body.nombre as string).trim().replace(/\s+/g, ' '),
    },
  };
}
