import { Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { FilePicker } from './file-picker.tsx';
import { slotPickerProps } from './form-files.tsx';

function Picker({ required, error }: { required?: boolean; error?: string }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Container size="sm" py="lg">
      <FilePicker
        id="poliza"
        label="Póliza del seguro de responsabilidad civil"
        files={files}
        onChange={setFiles}
        required={required}
        error={error}
        {...slotPickerProps(['pdf', 'jpg', 'png'])}
      />
    </Container>
  );
}

const meta = { title: 'Trámites/Piezas/Selector de archivos', component: Picker } satisfies Meta<
  typeof Picker
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a labelled group with the drop zone, a Spanish button and the formats and size in words. */
export const Vacio: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Póliza del seguro de responsabilidad civil' });
    await expect(group).toHaveAccessibleDescription(
      'Formatos admitidos: PDF, JPG o PNG. Tamaño máximo: 10 MB por archivo.',
    );
    await expect(group).toHaveTextContent('Arrastra aquí los archivos o');
    await expect(canvas.getByRole('button', { name: 'Elegir archivos' })).toBeEnabled();
  },
};

/** Two files chosen: listed with name and size, each removable on its own. */
export const ConArchivos: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Póliza del seguro de responsabilidad civil: elegir archivos');
    await userEvent.upload(input, [
      new File([new Uint8Array(3 * 1024)], 'poliza.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(2 * 1024 * 1024)], 'recibo.jpg', { type: 'image/jpeg' }),
    ]);
    const list = canvas.getByRole('list', { name: 'Archivos de Póliza del seguro de responsabilidad civil' });
    await expect(list).toHaveTextContent('poliza.pdf (3 KB)');
    await expect(list).toHaveTextContent('recibo.jpg (2,0 MB)');
    await expect(canvas.getByText('2 archivos elegidos:')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar poliza.pdf' }));
    await expect(list).not.toHaveTextContent('poliza.pdf');
    await expect(list).toHaveTextContent('recibo.jpg');
  },
};

/** A wrong type and a file over 10 MB are refused before sending, each with its reason. */
export const Rechazados: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Póliza del seguro de responsabilidad civil: elegir archivos');
    await userEvent.upload(
      input,
      [
        new File(['x'], 'notas.txt', { type: 'text/plain' }),
        new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'escaneo.pdf', { type: 'application/pdf' }),
      ],
      { applyAccept: false },
    );
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('«notas.txt» no es de un tipo admitido (PDF, JPG o PNG).');
    await expect(alert).toHaveTextContent('«escaneo.pdf» supera el tamaño máximo de 10 MB.');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A required slot left empty after an attempt to send: the error is part of the group's description. */
export const Obligatorio: Story = {
  args: {
    required: true,
    error: 'Falta el documento obligatorio «Póliza del seguro de responsabilidad civil».',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', {
      name: 'Póliza del seguro de responsabilidad civil (obligatorio)',
    });
    await expect(group).toHaveAccessibleDescription(
      expect.stringContaining('Falta el documento obligatorio'),
    );
  },
};
