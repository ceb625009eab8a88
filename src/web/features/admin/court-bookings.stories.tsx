import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourtBookings } from './court-bookings.tsx';
import { EMPTY_DAY, SAMPLE_DAY } from './court-bookings-fixtures.ts';

/** Replaces fetch for one story with a fixed answer of GET /admin/reservas; the cleanup puts it back. */
function answering(status: number, body: unknown) {
  return () => {
    const original = globalThis.fetch;
    globalThis.fetch = async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    return () => {
      globalThis.fetch = original;
    };
  };
}

const meta = {
  title: 'Administración/Reservas de pistas',
  component: CourtBookings,
  args: { initialDay: SAMPLE_DAY.dia },
} satisfies Meta<typeof CourtBookings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A day with paid, pending, cancelled and expired bookings, and one court without any. */
export const ConReservas: Story = {
  beforeEach: answering(200, SAMPLE_DAY),
  play: async ({ canvas }) => {
    const tenis = await canvas.findByRole('table', { name: /^Reservas de tenis/ });
    await expect(within(tenis).getByText('Cancelada')).toBeInTheDocument();
    await expect(canvas.getByText('No hay reservas de fútbol sala este día.')).toBeInTheDocument();
  },
};

export const DiaSinReservas: Story = {
  beforeEach: answering(200, EMPTY_DAY),
  play: async ({ canvas }) => {
    await canvas.findByText('No hay ninguna reserva para el lunes, 13 de abril de 2026.');
  },
};

export const ErrorAlCargar: Story = {
  beforeEach: answering(503, { mensaje: 'Servicio no disponible' }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar las reservas');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  },
};
