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

/** The court-booking page, written from the booking rules themselves so prices never drift. */
export function bookingPassages(): Passage[] {
  const first = SLOTS[0] ?? '';
  const last = SLOTS[SLOTS.length - 1] ?? '';
  const names = COURTS.map((c) => c.label.toLowerCase());
  const courtList = `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
  return [
    {
      id: 'reservas:pistas',
      kind: 'pagina',
      url: '/servicios/reserva-pistas',
      titulo: 'Reserva de Pistas',
      frases: [
        `Puedes reservar en línea las pistas de ${courtList} y pagar con tarjeta.`,
        `Eliges la pista, el día y las horas, indicas tu nombre y tu correo y confirmas el pago.`,
        `Se reserva desde las ${first} hasta las ${slotEnd(last)}, y puedes elegir entre los ${SELECTABLE_DAY_COUNT} días siguientes (si mañana es viernes, sábado o domingo, desde el lunes).`,
      ],
      claves: 'reservar reserva pista pistas alquilar deporte polideportivo pagar tarjeta',
    },
    {
      id: 'reservas:precios',
      kind: 'pagina',
      url: '/servicios/reserva-pistas',
      titulo: 'Reserva de Pistas',
      seccion: 'Precios',
      frases: COURTS.map(
        (court) =>
          `La pista de ${court.label.toLowerCase()} se reserva por bloques de ${duration(court.blockSlots * SLOT_MINUTES)} y cuesta ${formatEuros(court.priceCents)} por bloque, o ${formatEuros(court.eveningPriceCents)} si empieza a las ${EVENING_FROM} o más tarde.`,
      ),
      claves: 'precio precios cuesta cuánto tarifa euros pagar',
    },
  ];
}
