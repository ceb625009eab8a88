import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { prepareUiSchema } from '../prepare-ui-schema.ts';
import { storyProcedure, WidgetStory } from '../story-harness.tsx';

// The census persons, with the schema and ui.json of alta-padron (one person to start, files per person).
const procedure = storyProcedure('alta-padron');
const personas = procedure.schema.properties?.personas as object;
const ui = prepareUiSchema(procedure);

const meta = {
  title: 'Trámites/Piezas/Repetidor de personas',
  component: WidgetStory,
  args: {
    procedure,
    schema: { type: 'object', properties: { personas } },
    uiSchema: { personas: ui.personas as object },
  },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Add a person (it opens, the first one shows its summary), attach and remove a file of that person only, open
 * the first person again, then remove the second.
 */
export const AnadirYQuitar: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Quitar persona/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir persona' }));
    await expect(canvas.getByRole('group', { name: 'Persona 2' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Persona 1' })).toHaveTextContent('Todavía sin datos.');
    const picker = canvas.getByLabelText(/Documentación de esta persona.*: elegir archivos/);
    await userEvent.upload(picker, new File(['%PDF'], 'libro-familia.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('list', { name: /Archivos de/ })).toHaveTextContent('libro-familia.pdf');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar libro-familia.pdf' }));
    await expect(canvas.queryByText(/libro-familia\.pdf/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar persona 1' }));
    await expect(canvas.getByRole('group', { name: 'Persona 2' })).toHaveTextContent('Todavía sin datos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar persona 2' }));
    await expect(canvas.queryByRole('group', { name: 'Persona 2' })).toBeNull();
  },
};
