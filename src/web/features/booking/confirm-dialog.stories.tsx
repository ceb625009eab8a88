import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'Reservas/Confirmación antes de pagar',
  component: ConfirmDialog,
  args: {
    opened: true,
    paying: false,
    onPay: fn(),
    onClose: fn(),
    booking: {
      pista: 'padel',
      dia: '2026-04-21',
      horas: ['19:00', '19:30', '20:00'],
      nombre: 'Andrés Ejemplo Ficticio',
      email: 'andres@example.org',
    },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The total follows the first hour: 19:00 on padel is 6 € per block. */
export const Abierto: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Confirma tu reserva' });
    await expect(dialog).toHaveTextContent('19:00 – 20:30');
    await expect(dialog).toHaveTextContent(/6,00\s€/);
    await expect(within(dialog).getByRole('button', { name: 'Pagar' })).toBeEnabled();
  },
};

/** While paying, the pay button is busy and cannot be pressed twice. */
export const Pagando: Story = {
  args: { paying: true },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Confirma tu reserva' });
    await expect(within(dialog).getByRole('button', { name: /Pagar/ })).toBeDisabled();
  },
};
