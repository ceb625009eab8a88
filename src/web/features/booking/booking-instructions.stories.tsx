import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookingInstructions } from './booking-instructions.tsx';

const meta = {
  title: 'Reservas/Instrucciones y precios',
  component: BookingInstructions,
} satisfies Meta<typeof BookingInstructions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Prices come from the shared rules: padel 6 € and 9 € from 20:00, in blocks of an hour and a half. */
export const Precios: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /Pádel/ });
    await expect(row).toHaveTextContent('1 hora y media');
    await expect(row).toHaveTextContent(/6,00\s€/);
    await expect(row).toHaveTextContent(/9,00\s€/);
  },
};
