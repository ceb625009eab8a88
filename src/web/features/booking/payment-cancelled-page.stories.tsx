import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PaymentCancelledPage from './payment-cancelled-page.tsx';

const meta = {
  title: 'Reservas/Pago cancelado',
  component: PaymentCancelledPage,
  parameters: { route: '/servicios/pago-cancelado' },
} satisfies Meta<typeof PaymentCancelledPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Volver a intentarlo' });
    await expect(link).toHaveAttribute('href', '/servicios/reserva-pistas');
  },
};
