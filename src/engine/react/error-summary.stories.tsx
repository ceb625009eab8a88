import { Container, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ErrorSummary, type SummaryError } from './error-summary.tsx';

function SummaryWithFields({ errors }: { errors: SummaryError[] }) {
  return (
    <Container size="sm" py="lg">
      <ErrorSummary errors={errors} />
      <TextInput id="root_fechaInicio" label="Fecha de inicio" type="date" mb="sm" />
      <TextInput id="root_fechaFin" label="Fecha de fin" type="date" />
    </Container>
  );
}

const meta = {
  title: 'Trámites/Piezas/Resumen de errores',
  component: SummaryWithFields,
  args: {
    errors: [
      { id: 'root_fechaInicio', message: 'Rellena «Fecha de inicio»: es un dato obligatorio.' },
      { id: 'root_fechaFin', message: '«Fecha de fin» no puede ser anterior a «Fecha de inicio».' },
    ],
  },
} satisfies Meta<typeof SummaryWithFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An alert with a heading and one link per error; each link moves the focus to its field. */
export const EnlacesAlCampo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hay errores en el formulario' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: /no puede ser anterior/ }));
    await expect(canvas.getByLabelText('Fecha de fin')).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: /Rellena «Fecha de inicio»/ }));
    await expect(canvas.getByLabelText('Fecha de inicio')).toHaveFocus();
  },
};

/** Without errors there is no summary at all. */
export const SinErrores: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
