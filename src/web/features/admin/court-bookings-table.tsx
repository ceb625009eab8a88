import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { type CourtId, formatDayLong, formatEuros, getCourt } from '#shared/booking/index.ts';
import { ScrollRegion } from '#web/components/scroll-region/scroll-region.tsx';
import { TableHead } from '#web/components/table-head.tsx';
import type { BookingState, StaffBooking } from './court-bookings-api.ts';

/** How staff read each state: in words, so the state never depends on colour alone. */
export const BOOKING_STATE_LABELS: Record<BookingState, string> = {
  pagada: 'Pagada',
  pendiente: 'Pendiente de pago',
  cancelada: 'Cancelada',
  caducada: 'Caducada',
};

// Explicit dark shades: Mantine's default badge greens and oranges fall below AA contrast on white.
const STATE_COLORS: Record<BookingState, string> = {
  pagada: 'green.9',
  pendiente: 'orange.9',
  cancelada: 'gray.8',
  caducada: 'gray.8',
};

const REFUND_LABELS = { pendiente: 'Devolución del pago pendiente', hecho: 'Pago devuelto' } as const;

/** Cancelled and expired bookings no longer hold the court: shown greyed, below the live ones. */
export function isLive(booking: StaffBooking): boolean {
  return booking.estado === 'pagada' || booking.estado === 'pendiente';
}

interface Props {
  pista: CourtId;
  dia: string;
  reservas: StaffBooking[];
}

/** One court's bookings of a day: a heading, then an accessible table (caption, column and row headers). */
export function CourtBookingsTable({ pista, dia, reservas }: Props) {
  const court = getCourt(pista);
  const headingId = `reservas-${pista}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        {court.label}
      </Title>
      {reservas.length === 0 ? (
        <Text>No hay reservas de {court.label.toLowerCase()} este día.</Text>
      ) : (
        <ScrollRegion label={`Reservas de ${court.label.toLowerCase()}`} minWidth={860}>
          <Table striped captionSide="top" verticalSpacing="xs">
            <Table.Caption>
              Reservas de {court.label.toLowerCase()} del {formatDayLong(dia)}: {reservas.length}
            </Table.Caption>
            <TableHead
              columns={['Horario', 'Nombre', 'Correo electrónico', 'Importe', 'Estado', 'Referencia']}
            />
            <Table.Tbody>
              {reservas.map((booking) => (
                <BookingRow key={booking.referencia} booking={booking} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}

function BookingRow({ booking }: { booking: StaffBooking }) {
  const live = isLive(booking);
  // Paid bookings are the day's real schedule: bold; the rest read as history.
  const textProps = live ? { fw: booking.estado === 'pagada' ? 600 : undefined } : { c: 'dimmed' };
  return (
    <Table.Tr data-estado={booking.estado}>
      <Table.Th scope="row">
        <Text span {...textProps}>
          {booking.desde} – {booking.hasta}
        </Text>
      </Table.Th>
      <Table.Td>
        <Text span {...textProps}>
          {booking.nombre}
        </Text>
      </Table.Td>
      <Table.Td>
        <Anchor href={`mailto:${booking.email}`} c={live ? undefined : 'dimmed'}>
          {booking.email}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text span {...textProps}>
          {formatEuros(booking.importe)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={STATE_COLORS[booking.estado]} variant={live ? 'light' : 'outline'}>
          {BOOKING_STATE_LABELS[booking.estado]}
        </Badge>
        {booking.reembolso && (
          <Text size="xs" c="dimmed">
            {REFUND_LABELS[booking.reembolso]}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text span size="xs" ff="monospace" c={live ? undefined : 'dimmed'}>
          {booking.referencia}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
