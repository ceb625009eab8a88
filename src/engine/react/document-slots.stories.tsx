import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DocumentSlots } from './document-slots.tsx';
import { StoryFiles, storyProcedure } from './story-harness.tsx';

// The animal census: three required slots (owner ID, health card, identification card) and an optional one.
const procedure = storyProcedure('inscripcion-animales');
const [first] = procedure.documentos;

function Slots({ documentErrors }: { documentErrors?: Record<string, string> }) {
  return (
    <Container size="sm" py="lg">
      <StoryFiles documentErrors={documentErrors}>
        <DocumentSlots procedure={procedure} />
      </StoryFiles>
    </Container>
  );
}

const meta = { title: 'Trámites/Piezas/Documentos', component: Slots } satisfies Meta<typeof Slots>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One labelled picker per slot; a file of an accepted type is listed and removable, another type is refused. */
export const AdjuntarYQuitar: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(`${first?.nombre}: elegir archivos`) as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF'], 'dni.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('list', { name: `Archivos de ${first?.nombre}` })).toHaveTextContent(
      'dni.pdf',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar dni.pdf' }));
    await expect(canvas.queryByText(/dni\.pdf/)).toBeNull();
    // applyAccept off: a person can still pick any file in the system dialog, and the form says why it is refused.
    await userEvent.upload(input, new File(['x'], 'notas.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent('«notas.txt» no es de un tipo admitido');
  },
};

/** A required slot left empty, as the form shows it after an attempt to send. */
export const Obligatorio: Story = {
  args: { documentErrors: { [first?.clave ?? '']: `Falta el documento obligatorio «${first?.nombre}».` } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: `${first?.nombre} (obligatorio)` });
    await expect(group).toHaveAccessibleDescription(
      expect.stringContaining(`Falta el documento obligatorio «${first?.nombre}».`),
    );
  },
};
