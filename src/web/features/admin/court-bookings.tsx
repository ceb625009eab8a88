import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  addDays,
  COURTS,
  type CourtId,
  formatDayLong,
  formatEuros,
  getCourt,
  isCourtId,
  isIsoDate,
  madridDate,
} from '#shared/booking/index.ts';
import { ApiError } from '#web/api/client.ts';
import { useRequest } from '#web/api/use-request.ts';
import { type BookingsDay, fetchBookingsDay } from './court-bookings-api.ts';
import { CourtBookingsTable, isLive } from './court-bookings-table.tsx';

const COURT_OPTIONS = [
  { value: '', label: 'Todas las pistas' },
  ...COURTS.map((court) => ({ value: court.id, label: court.label })),
];

const LOAD_FAILED = 'Comprueba la conexión e inténtalo de nuevo en unos momentos.';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A sentence for the day: how many bookings are paid, pending, no longer valid, and what was paid. */
function daySummary(data: BookingsDay): string {
  const all = data.pistas.flatMap((court) => court.reservas);
  const [only] = data.pistas;
  const which = data.pistas.length === 1 && only ? ` de ${getCourt(only.pista).label.toLowerCase()}` : '';
  if (all.length === 0) return `No hay ninguna reserva${which} para el ${formatDayLong(data.dia)}.`;
  const paid = all.filter((b) => b.estado === 'pagada');
  const pending = all.filter((b) => b.estado === 'pendiente').length;
  const gone = all.filter((b) => !isLive(b)).length;
  const cents = paid.reduce((sum, b) => sum + b.importe, 0);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    `${capitalize(formatDayLong(data.dia))}: ${plural(paid.length, 'reserva pagada', 'reservas pagadas')} (${formatEuros(cents)})`,
    plural(pending, 'pendiente de pago', 'pendientes de pago'),
    plural(gone, 'cancelada o caducada', 'canceladas o caducadas'),
  ].join(' · ');
}

function failureMessage(error: unknown): string {
  // The server's own Spanish sentence when it refused the request (bad date, session over).
  if (error instanceof ApiError && error.status < 500) return error.mensaje;
  return LOAD_FAILED;
}

interface Props {
  /** The day to open with; today in Madrid by default (the council's day, whatever the computer's zone). */
  initialDay?: string;
}

/** 'Reservas de pistas': one day's court bookings for staff, per court, with a date picker and a court filter. */
export function CourtBookings({ initialDay }: Props) {
  const today = madridDate(new Date());
  const [dia, setDia] = useState(initialDay ?? today);
  const [pista, setPista] = useState<CourtId | null>(null);
  // `attempt` is the retry button's way to reload.
  const [attempt, setAttempt] = useState(0);
  const load = useRequest(`${dia}/${pista}/${attempt}`, (signal) => fetchBookingsDay(dia, pista, signal));

  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label="Día"
          value={dia}
          // An incomplete date in the browser's picker comes as '': keep the last complete one.
          onChange={(event) => isIsoDate(event.currentTarget.value) && setDia(event.currentTarget.value)}
        />
        <Button variant="default" onClick={() => setDia(addDays(dia, -1))}>
          Día anterior
        </Button>
        <Button variant="default" onClick={() => setDia(today)} disabled={dia === today}>
          Hoy
        </Button>
        <Button variant="default" onClick={() => setDia(addDays(dia, 1))}>
          Día siguiente
        </Button>
        <NativeSelect
          label="Pista"
          data={COURT_OPTIONS}
          value={pista ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setPista(isCourtId(value) ? value : null);
          }}
        />
      </Group>
      {/* One persistent live region, so screen readers hear "loading" and then the day's summary. */}
      <div role="status">
        {load.status === 'loading' && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>Cargando las reservas…</Text>
          </Group>
        )}
        {load.status === 'done' && <Text fw={500}>{daySummary(load.data)}</Text>}
      </div>
      {load.status === 'failed' && (
        <Alert color="red" role="alert" title="No se han podido cargar las reservas">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failureMessage(load.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => setAttempt((n) => n + 1)}>
              Reintentar
            </Button>
          </Stack>
        </Alert>
      )}
      {load.status === 'done' &&
        load.data.pistas.some((court) => court.reservas.length > 0) &&
        load.data.pistas.map((court) => (
          <CourtBookingsTable
            key={court.pista}
            pista={court.pista}
            dia={load.data.dia}
            reservas={court.reservas}
          />
        ))}
    </Stack>
  );
}
