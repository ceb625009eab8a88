import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { blockedSlots, type CourtId, toggleHour } from '#shared/booking/index.ts';
import { HoursGrid } from './hours-grid.tsx';

/** The grid wired to the shared toggle rule, as the booking page uses it. */
function InteractiveGrid({ court, occupied }: { court: CourtId; occupied: string[] }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <HoursGrid
      court={court}
      occupied={occupied}
      selected={selected}
      onToggle={(hour) => {
        const result = toggleHour(court, selected, hour, blockedSlots(court, occupied));
        if ('hours' in result) setSelected(result.hours);
      }}
    />
  );
}

const meta = {
  title: 'Reservas/Cuadrícula de horas',
  component: InteractiveGrid,
  args: { court: 'padel', occupied: ['12:00', '12:30', '13:00'] },
} satisfies Meta<typeof InteractiveGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Padel with one booking: the booked block and the blocks that would overlap it are not selectable. */
export const PadelConReserva: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^12:00/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^11:00/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^13:30/ })).toBeEnabled();
  },
};

/** Choosing an hour presses the whole block; choosing it again releases it. */
export const ElegirYQuitar: Story = {
  args: { court: 'tenis', occupied: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^18:00/ }));
    await expect(canvas.getByRole('button', { name: /^18:30/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^18:30/ }));
    await expect(canvas.getByRole('button', { name: /^18:00/ })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** SPEC §8: when the hours cannot be loaded the grid stays empty. */
export const SinHorasCargadas: Story = {
  render: () => <HoursGrid court="futbol" occupied={[]} selected={[]} onToggle={() => {}} failed />,
  play: async ({ canvas }) => {
    const grid = canvas.getByTestId('hours-grid');
    await expect(within(grid).queryAllByRole('button')).toHaveLength(0);
  },
};
