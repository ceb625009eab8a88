import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import PaymentCancelledPage from './payment-cancelled-page.tsx';

const meta = {
  title: 'Reservas/Pago cancelado',
  component: PaymentCancelledPage,
  parameters: { route: '/servicios/pago-cancelado' },
} satisfies Meta<typeof PaymentCancelledPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Volver a intentarlo' });
    await expect(link).toHaveAttribute('href', '/servicios/reserva-pistas');
  },
};
