import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { oneFieldArgs, storyProcedure, WidgetStory } from '../story-harness.tsx';

// The dangerous-dog licence's sworn declaration, read-only (SPEC §2.5).
const procedure = storyProcedure('licencia-ppp');
const text = procedure.textosLegales[0];

const meta = {
  title: 'Trámites/Piezas/Texto legal',
  component: WidgetStory,
  args: oneFieldArgs(
    procedure,
    'declaracion',
    { title: 'Declaración', type: 'string', readOnly: true },
    { widget: 'LegalTextWidget', options: { texto: 0 } },
  ),
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A titled section with the fixed text, and nothing to type in. */
export const SoloLectura: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: text?.titulo });
    await expect(section).toHaveTextContent(text?.texto.slice(0, 60) ?? '');
    await expect(within(section).queryByRole('textbox')).toBeNull();
  },
};
