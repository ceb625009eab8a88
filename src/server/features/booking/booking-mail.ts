import site from '#content/sitio.json' with { type: 'json' };
import type { MailMessage } from '#server/mail/message.ts';
import { formatDayLong, formatEuros, getCourt, slotEnd, timeRange } from '#shared/booking/index.ts';
import type { BookingRow } from './booking-store.ts';
import { buildCalendar } from './ics.ts';

type ConfirmedBooking = Pick<BookingRow, 'id' | 'pista' | 'dia' | 'horas' | 'nombre' | 'email' | 'importe'>;

/** The e-mail a booker gets once the payment is confirmed: the details in Spanish and an .ics file. */
export function bookingConfirmationMail(
  booking: ConfirmedBooking,
  publicUrl: string,
  now = new Date(),
): MailMessage {
  const court = getCourt(booking.pista);
  const day = formatDayLong(booking.dia);
  const range = timeRange(booking.horas);
  const first = booking.horas[0] ?? '';
  const last = booking.horas[booking.horas.length - 1] ?? '';
  const text = [
    `Hola, ${booking.nombre}:`,
    '',
    `Tu reserva de pista en ${site.municipio} está confirmada y pagada.`,
    '',
    `Pista: ${court.label}`,
    `Día: ${day}`,
    `Horario: ${range}`,
    `Importe pagado: ${formatEuros(booking.importe)}`,
    `Referencia: ${booking.id}`,
    '',
    'Adjuntamos un archivo de calendario (.ics) para que la añadas a tu agenda.',
    'Si no puedes venir, avisa al Ayuntamiento para que otra persona pueda usar la pista.',
    '',
    `${site.ayuntamiento}`,
    `${site.direccion} · Tel. ${site.telefono} · ${site.email}`,
    publicUrl,
  ].join('\n');
  const ics = buildCalendar({
    uid: `${booking.id}@reservas.${new URL(publicUrl).hostname}`,
    day: booking.dia,
    start: first,
    end: last ? slotEnd(last) : first,
    summary: `Reserva de pista: ${court.label}`,
    description: `Pista: ${court.label}\nHorario: ${range}\nImporte pagado: ${formatEuros(booking.importe)}\nReferencia: ${booking.id}`,
    location: site.direccion,
    organizerName: site.ayuntamiento,
    organizerEmail: site.email,
    stamp: now,
  });
  return {
    to: booking.email,
    subject: `Reserva confirmada: ${court.label}, ${day}, ${range}`,
    text,
    attachments: [
      {
        filename: 'reserva-pista.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics, 'utf8'),
      },
    ],
  };
}
