import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MinutesGroups } from './minutes-page.tsx';

const minutes = [
  {
    id: 1,
    nombre: 'pleno-ordinario.pdf',
    fechaSubida: '2025-03-27T18:00:00Z',
    url: '/uploads/demo/actas/a.pdf',
  },
  {
    id: 2,
    nombre: 'pleno-extraordinario.pdf',
    fechaSubida: '2025-03-06T18:00:00Z',
    url: '/uploads/demo/actas/b.pdf',
  },
  {
    id: 3,
    nombre: 'pleno-ordinario-enero.pdf',
    fechaSubida: '2025-01-30T18:00:00Z',
    url: '/uploads/demo/actas/c.pdf',
  },
];

const meta = {
  title: 'Ayuntamiento/Actas por mes',
  component: MinutesGroups,
  args: { minutes, now: new Date('2025-03-28T12:00:00Z') },
} satisfies Meta<typeof MinutesGroups>;
export default meta;

type Story = StoryObj<typeof meta>;

/** March 2025 is "the current month" here, so it starts open; January starts closed. */
export const MesActualAbierto: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Marzo de 2025/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const january = canvas.getByRole('button', { name: /Enero de 2025/ });
    await userEvent.click(january);
    await expect(january).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /Marzo de 2025/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** No minutes yet. */
export const SinActas: Story = {
  args: { minutes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Todavía no hay actas publicadas.')).toBeInTheDocument();
  },
};
