import { headingAnchor } from '#shared/anchors.ts';
import {
  BOOKING_STEPS,
  blockLength,
  COURTS,
  EVENING_FROM,
  formatEuros,
  HOW_TO_HEADING as HOW_TO,
  PRICE_NOTE,
  PRICES_HEADING as PRICES,
  SELECTABLE_DAY_COUNT,
  SELECTION_MESSAGES,
  SLOTS,
  slotEnd,
} from '#shared/booking/index.ts';
import type { Passage } from '../types.ts';
import { toSentences } from './sentences.ts';

/**
 * The court-booking page, one passage per rule (what, when, how far ahead, how to pay), per step of the
 * page's instructions (their very sentences: 'puedes añadir más bloques seguidos', 'quedan guardadas 30
 * minutos'), per price and the price table's note, all written from the booking rules themselves so hours
 * and prices never drift.
 */
export function bookingPassages(): Passage[] {
  const first = SLOTS[0] ?? '';
  const last = SLOTS[SLOTS.length - 1] ?? '';
  const names = COURTS.map((c) => c.label.toLowerCase());
  const courtList = `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
  const page = { kind: 'pagina' as const, url: '/servicios/reserva-pistas', titulo: 'Reserva de Pistas' };
  const rules = [
    {
      frase: `Puedes reservar en línea las pistas de ${courtList} y pagar con tarjeta.`,
      claves: 'reservar reserva alquilar deporte polideportivo',
    },
    {
      frase: `Se juega desde las ${first}; la última hora a la que puedes empezar es las ${last}, y toda reserva acaba a las ${slotEnd(last)} como muy tarde.`,
      claves: 'horario hora horas empezar jugar abre cierra',
    },
    {
      frase: `Puedes reservar con ${SELECTABLE_DAY_COUNT} días de antelación como máximo: eliges entre los ${SELECTABLE_DAY_COUNT} días siguientes (si mañana es viernes, sábado o domingo, desde el lunes).`,
      claves: 'antelación días reservar cuándo fecha semana',
    },
    {
      frase:
        'Eliges la pista, el día y las horas, indicas tu nombre y tu correo y pagas con tarjeta; la confirmación te llega por correo.',
      claves: 'cómo reservar pasos pagar tarjeta correo confirmación',
    },
  ];
  return [
    ...rules.map((rule, i) => ({
      ...page,
      id: `reservas:normas:${i}`,
      seccion: HOW_TO,
      anchor: headingAnchor(HOW_TO),
      frases: [rule.frase],
      claves: `pista pistas ${rule.claves}`,
    })),
    ...COURTS.map((court) => ({
      ...page,
      id: `reservas:precio:${court.id}`,
      seccion: PRICES,
      anchor: headingAnchor(PRICES),
      frases: [
        `La pista de ${court.label.toLowerCase()} se reserva por bloques de ${blockLength(court.blockSlots)} y cuesta ${formatEuros(court.priceCents)} por bloque, o ${formatEuros(court.eveningPriceCents)} si empieza a las ${EVENING_FROM} o más tarde.`,
      ],
      item: true,
      claves: 'precio precios cuesta cuánto tarifa euros bloque',
    })),
    {
      ...page,
      id: 'reservas:precio:nota',
      seccion: PRICES,
      anchor: headingAnchor(PRICES),
      frases: [PRICE_NOTE],
      claves: 'precio precios cuesta tarifa noche tarde',
    },
    ...BOOKING_STEPS.map((step, i) => ({
      ...page,
      id: `reservas:paso:${i}`,
      seccion: HOW_TO,
      anchor: headingAnchor(HOW_TO),
      frases: toSentences(step),
      // The page lists the steps in order: they are answered together, as a list.
      item: true,
      claves: 'pista pistas reservar cómo pasos',
    })),
    // What the page says when a selection cannot be booked, and what to do ('Las horas deben ser contiguas. Haz
    // otra reserva para más tramos.'): a resident who quotes it finds it, and so does one who asks whether it can.
    ...Object.entries(SELECTION_MESSAGES).map(([problem, message]) => ({
      ...page,
      id: `reservas:aviso:${problem}`,
      seccion: HOW_TO,
      anchor: headingAnchor(HOW_TO),
      frases: toSentences(message),
      claves: 'pista pistas reservar aviso mensaje error',
    })),
  ];
}
