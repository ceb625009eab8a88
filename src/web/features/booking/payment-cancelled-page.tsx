import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { getHref, paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function PaymentCancelledPage() {
  return (
    <Page title={paths.pagoCancelado.title} size="sm">
      <Stack align="flex-start">
        <Text>
          Has cancelado el pago, así que no se ha cobrado nada y la reserva no se ha hecho. Las horas que
          habías elegido vuelven a estar libres.
        </Text>
        <Button component={Link} to={getHref('reservaPistas')}>
          Volver a intentarlo
        </Button>
      </Stack>
    </Page>
  );
}
