import { headingAnchor } from '#shared/anchors.ts';
import {
  COURTS,
  EVENING_FROM,
  formatEuros,
  SELECTABLE_DAY_COUNT,
  SLOT_MINUTES,
  SLOTS,
  slotEnd,
} from '#shared/booking/index.ts';
import type { Passage } from '../types.ts';

const duration = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 hora' : `${hours} horas`;
  return rest === 0 ? h : `${h} y ${rest} minutos`;
};

/** Headings of the booking page's instructions (src/web/features/booking/booking-instructions.tsx). */
const HOW_TO = 'Cómo reservar';
const PRICES = 'Precios por bloque';

/**
 * The court-booking page, one passage per rule (what, when, how far ahead, how to pay) and per price, all
 * written from the booking rules themselves so hours and prices never drift.
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
        `La pista de ${court.label.toLowerCase()} se reserva por bloques de ${duration(court.blockSlots * SLOT_MINUTES)} y cuesta ${formatEuros(court.priceCents)} por bloque, o ${formatEuros(court.eveningPriceCents)} si empieza a las ${EVENING_FROM} o más tarde.`,
      ],
      item: true,
      claves: 'precio precios cuesta cuánto tarifa euros pagar bloque',
    })),
  ];
}
