import { Button, Grid, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  type BookingRequest,
  blockedSlots,
  COURTS,
  type CourtId,
  emailProblem,
  formatDayShort,
  formatEuros,
  isCourtId,
  nameProblem,
  SELECTION_MESSAGES,
  selectableDays,
  timeRange,
  toggleHour,
  totalCents,
} from '#shared/booking/index.ts';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { BookingInstructions } from './booking-instructions.tsx';
import { BOOKING_MESSAGES, HINT_MS } from './booking-messages.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { HoursGrid } from './hours-grid.tsx';
import { Notice } from './notice.tsx';
import { useOccupiedHours } from './use-occupied-hours.ts';
import { usePayment } from './use-payment.ts';
import { useTimedValue } from './use-timed-value.ts';

interface FieldErrors {
  nombre?: string;
  email?: string;
}

export default function BookingPage() {
  // The seven days are fixed when the page opens, as the visitor sees them.
  const days = useMemo(() => selectableDays(new Date()), []);
  const [court, setCourt] = useState<CourtId | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [hours, setHours] = useState<string[]>([]);
  const [nombre, setNombre] = useState('');
  const [email, setEmail] = useState('');
  const [reloadKey, setReloadKey] = useState(0);
  const [hint, showHint] = useTimedValue<string>(HINT_MS);
  const [fieldErrors, showFieldErrors] = useTimedValue<FieldErrors>(HINT_MS);
  const [pending, setPending] = useState<BookingRequest | null>(null);
  const availability = useOccupiedHours(court, day, reloadKey);
  const payment = usePayment({
    onConflict: () => {
      setHours([]);
      setReloadKey((key) => key + 1);
    },
  });

  const chooseCourt = (value: string) => {
    if (!isCourtId(value)) return;
    setCourt(value);
    setHours([]);
  };
  const chooseDay = (value: string) => {
    setDay(value || null);
    setHours([]);
  };
  const toggle = (hour: string) => {
    if (!court) return;
    const result = toggleHour(court, hours, hour, blockedSlots(court, availability.occupied));
    if ('hours' in result) setHours(result.hours);
    else if (result.problem === 'no-contigua') showHint(SELECTION_MESSAGES['no-contigua']);
  };

  const reserve = (event: React.FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    const nameError = nameProblem(nombre);
    const emailError = emailProblem(email);
    if (nameError) errors.nombre = nameError;
    if (emailError) errors.email = emailError;
    if (!court || !day || hours.length === 0 || nameError || emailError) {
      showHint(BOOKING_MESSAGES.incomplete);
      showFieldErrors(errors);
      return;
    }
    payment.reset();
    setPending({ pista: court, dia: day, horas: hours, nombre: nombre.trim(), email: email.trim() });
  };

  const total = court && hours.length > 0 ? totalCents(court, hours) : 0;
  return (
    <Page title={paths.reservaPistas.title}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <form onSubmit={reserve} noValidate aria-label="Reserva de pista">
            <Stack gap="lg">
              <Radio.Group label="Pista" value={court ?? ''} onChange={chooseCourt} withAsterisk>
                <Stack gap="xs" mt="xs">
                  {COURTS.map((c) => (
                    <Radio key={c.id} value={c.id} label={c.label} />
                  ))}
                </Stack>
              </Radio.Group>
              <NativeSelect
                label="Día"
                withAsterisk
                value={day ?? ''}
                onChange={(event) => chooseDay(event.currentTarget.value)}
                data={[
                  { value: '', label: 'Elige un día' },
                  ...days.map((d) => ({ value: d, label: formatDayShort(d) })),
                ]}
              />
              {court && day ? (
                <HoursGrid
                  court={court}
                  occupied={availability.occupied}
                  selected={hours}
                  onToggle={toggle}
                  loading={availability.loading}
                  failed={availability.failed}
                />
              ) : (
                <Text size="sm">Elige pista y día para ver las horas libres.</Text>
              )}
              {availability.failed && (
                <Notice color="red" role="alert">
                  {BOOKING_MESSAGES.hoursLoadFailed}
                </Notice>
              )}
              <Text aria-live="polite" size="sm" fw={500}>
                {hours.length > 0
                  ? `Horario elegido: ${timeRange(hours)} · Total: ${formatEuros(total)}`
                  : ''}
              </Text>
              <TextInput
                label="Nombre completo"
                autoComplete="name"
                withAsterisk
                value={nombre}
                onChange={(event) => setNombre(event.currentTarget.value)}
                error={fieldErrors?.nombre}
              />
              <TextInput
                label="Correo electrónico"
                type="email"
                autoComplete="email"
                withAsterisk
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={fieldErrors?.email}
              />
              <div aria-live="assertive">
                {hint && (
                  <Notice color="orange" role="alert">
                    {hint}
                  </Notice>
                )}
                {payment.error && (
                  <Notice color="red" role="alert" title={payment.error.title}>
                    {payment.error.detail}
                  </Notice>
                )}
              </div>
              <Button type="submit" size="md" style={{ alignSelf: 'flex-start' }}>
                Reservar
              </Button>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <BookingInstructions />
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={pending !== null}
        booking={pending}
        paying={payment.paying}
        onClose={() => setPending(null)}
        onPay={() => {
          if (pending) void payment.pay(pending).then(() => setPending(null));
        }}
      />
    </Page>
  );
}
