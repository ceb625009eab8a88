import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findProcedure } from '../../catalogue/build-catalogue.ts';
import { catalogue } from '../../catalogue/web-catalogue.ts';
import type { Procedure } from '../../procedure.ts';
import { WidgetStory } from '../story-harness.tsx';

// The dangerous-dog licence's sworn declaration, read-only (SPEC §2.5).
const procedure = findProcedure(catalogue, 'licencia-ppp') as Procedure;
const text = procedure.textosLegales[0];

const meta = {
  title: 'Trámites/Piezas/Texto legal',
  component: WidgetStory,
  args: {
    procedure,
    schema: {
      type: 'object',
      properties: { declaracion: { title: 'Declaración', type: 'string', readOnly: true } },
    },
    uiSchema: { declaracion: { 'ui:widget': 'LegalTextWidget', 'ui:options': { texto: 0 } } },
  },
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
