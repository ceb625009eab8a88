import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { oneFieldArgs, storyProcedure, WidgetStory } from '../story-harness.tsx';

// Licencia de obra menor's signature box: its wording and its reminder while unticked come from procedure.json.
const procedure = storyProcedure('licencia-obra-menor');

const meta = {
  title: 'Trámites/Piezas/Casilla de firma',
  component: WidgetStory,
  args: oneFieldArgs(
    procedure,
    'firmaAceptada',
    { title: procedure.consentimiento.texto, type: 'boolean', const: true },
    { widget: 'ConsentWidget', options: { aviso: procedure.consentimiento.aviso }, required: true },
  ),
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unticked with its reminder; ticking it is the person's act and hides the reminder. */
export const Casilla: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: procedure.consentimiento.texto });
    await expect(box).not.toBeChecked();
    await expect(canvas.getByText('Debes marcar la casilla para enviar.')).toBeInTheDocument();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(canvas.queryByText('Debes marcar la casilla para enviar.')).toBeNull();
  },
};

/** Checking the form without it shows the Spanish message under the box. */
export const SinMarcar: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Comprobar' }));
    const box = canvas.getByRole('checkbox', { name: procedure.consentimiento.texto });
    await waitFor(() => expect(box).toHaveAccessibleDescription(/Marca «.*»: es una casilla obligatoria\./));
  },
};
