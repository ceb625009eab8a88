import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type BookingRequest, totalCents } from '#shared/booking/index.ts';
import { BookingSummary } from './booking-summary.tsx';

interface ConfirmDialogProps {
  opened: boolean;
  booking: BookingRequest | null;
  paying: boolean;
  onPay: () => void;
  onClose: () => void;
}

/** The confirm popup of SPEC §2.6: what is being booked, the total, and Pagar / Cancelar. */
export function ConfirmDialog({ opened, booking, paying, onPay, onClose }: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Confirma tu reserva"
      centered
      closeOnClickOutside={!paying}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {booking && (
        <Stack>
          <BookingSummary
            pista={booking.pista}
            dia={booking.dia}
            horas={booking.horas}
            importe={totalCents(booking.pista, booking.horas)}
            extraRows={[
              ['Nombre', booking.nombre],
              ['Correo', booking.email],
            ]}
          />
          <Text size="sm">
            Al pulsar «Pagar» irás a la pasarela de pago. Las horas quedan guardadas para ti durante 30
            minutos.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={paying}>
              Cancelar
            </Button>
            <Button onClick={onPay} loading={paying}>
              Pagar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
