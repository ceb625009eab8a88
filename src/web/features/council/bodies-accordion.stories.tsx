import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import bodies from '#content/organos-gobierno.json';
import { BodiesAccordion } from './bodies-page.tsx';

const meta = {
  title: 'Ayuntamiento/Órganos de gobierno',
  component: BodiesAccordion,
  args: { bodies: bodies.organos },
} satisfies Meta<typeof BodiesAccordion>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opening a second body closes the first: one open at a time. */
export const UnoAbierto: Story = {
  play: async ({ canvas }) => {
    const junta = await canvas.findByRole('button', { name: 'Junta de Gobierno Local' });
    const mixta = canvas.getByRole('button', { name: 'Comisión Mixta Permanente' });
    await userEvent.click(junta);
    await userEvent.click(mixta);
    await expect(mixta).toHaveAttribute('aria-expanded', 'true');
    await expect(junta).toHaveAttribute('aria-expanded', 'false');
  },
};
