import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { PaymentSession } from '#shared/api-types/generated/booking.ts';
import { getHref, paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { BOOKING_MESSAGES } from './booking-messages.ts';
import { BookingSummary } from './booking-summary.tsx';
import { Notice } from './notice.tsx';
import { usePaymentSession } from './use-payment-session.ts';

function StateMessage({ info, gaveUp }: { info: PaymentSession; gaveUp: boolean }) {
  switch (info.estado) {
    case 'pagada':
      return (
        <Notice color="green" title="¡Reserva confirmada!">
          Hemos recibido el pago. Te enviamos un correo con los detalles y un archivo para tu calendario.
        </Notice>
      );
    case 'pendiente':
      return gaveUp ? (
        <Notice color="yellow" title="El pago aún no está confirmado">
          Si has completado el pago, recibirás un correo de confirmación en cuanto nos llegue el aviso del
          banco.
        </Notice>
      ) : (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text>Estamos confirmando tu pago…</Text>
        </Group>
      );
    default:
      return (
        <Notice color="red" title="La reserva no está confirmada">
          El pago no se completó a tiempo o se canceló, así que las horas han quedado libres. Puedes hacer una
          nueva reserva.
        </Notice>
      );
  }
}

export default function ConfirmationPage() {
  const [params] = useSearchParams();
  const state = usePaymentSession(params.get('session_id'));
  return (
    <Page title={paths.confirmacion.title} size="sm">
      <Stack>
        {state.kind === 'missing' && (
          <Notice color="red" role="alert">
            {BOOKING_MESSAGES.missingSession}
          </Notice>
        )}
        {state.kind === 'failed' && (
          <Notice color="red" role="alert">
            {BOOKING_MESSAGES.sessionLoadFailed}
          </Notice>
        )}
        {state.kind === 'loading' && <Text>Cargando reserva...</Text>}
        {state.kind === 'loaded' && (
          <>
            <div aria-live="polite">
              <StateMessage info={state.info} gaveUp={state.gaveUp} />
            </div>
            <BookingSummary
              pista={state.info.pista}
              dia={state.info.dia}
              horas={state.info.horas}
              importe={state.info.importe}
              importeLabel="Importe"
            />
          </>
        )}
        <Group>
          <Button component={Link} to={getHref('home')}>
            Volver al inicio
          </Button>
          {state.kind === 'loaded' &&
            (state.info.estado === 'cancelada' || state.info.estado === 'caducada') && (
              <Button component={Link} to={getHref('reservaPistas')} variant="default">
                Hacer otra reserva
              </Button>
            )}
        </Group>
      </Stack>
    </Page>
  );
}
