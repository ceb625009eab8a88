import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { oneFieldArgs, storyProcedure, WidgetStory } from '../story-harness.tsx';

// The census 'Normativa Legal', as alta-padron's ui.json draws it.
const procedure = storyProcedure('alta-padron');
const field = procedure.schema.properties?.aceptaNormativa as object;
const text = procedure.textosLegales[0];

const meta = {
  title: 'Trámites/Piezas/Texto legal desplegable',
  component: WidgetStory,
  args: oneFieldArgs(procedure, 'aceptaNormativa', field, {
    widget: 'CollapsibleLegalWidget',
    options: { texto: 0 },
    required: true,
  }),
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed at first; the toggle is a button with aria-expanded; the acceptance box sits under it. */
export const AbrirYAceptar: Story = {
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: `Leer ${text?.titulo}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const open = canvas.getByRole('button', { name: `Ocultar ${text?.titulo}` });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(canvasElement).toHaveTextContent(text?.texto.split('\n')[0]?.slice(0, 50) ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Comprobar' }));
    const box = canvas.getByRole('checkbox', { name: /Normativa Legal/ });
    await waitFor(() => expect(box).toHaveAccessibleDescription('Debes aceptar la Normativa Legal.'));
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
