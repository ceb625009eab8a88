import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '#tests/render.tsx';
import { FilePicker } from './file-picker.tsx';
import { slotPickerProps } from './form-files.tsx';

function Harness() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FilePicker
      id="slot"
      label="Póliza del seguro"
      files={files}
      onChange={setFiles}
      {...slotPickerProps(['pdf'])}
    />
  );
}

describe('FilePicker', () => {
  it('is a labelled group with a Spanish button, the formats and size in words, and a drop zone', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Póliza del seguro' });
    expect(group).toHaveAccessibleDescription('Formatos admitidos: PDF. Tamaño máximo: 10 MB por archivo.');
    expect(screen.getByRole('button', { name: 'Elegir archivos' })).toBeInTheDocument();
    expect(group).toHaveTextContent('Arrastra aquí los archivos o');
  });

  it('lists the chosen files with name and size, removes one, and refuses a wrong type before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const input = screen.getByLabelText('Póliza del seguro: elegir archivos');
    await user.upload(input, [
      new File([new Uint8Array(2048)], 'poliza.pdf', { type: 'application/pdf' }),
      new File(['x'], 'foto.gif', { type: 'image/gif' }),
    ]);
    expect(screen.getByText('1 archivo elegido:')).toBeInTheDocument();
    expect(screen.getByText('poliza.pdf (2 KB)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('«foto.gif» no es de un tipo admitido (PDF).');
    await user.upload(
      input,
      new File([new Uint8Array(11 * 1024 * 1024)], 'grande.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('«grande.pdf» supera el tamaño máximo de 10 MB.');
    expect(screen.queryByText(/grande\.pdf \(/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quitar poliza.pdf' }));
    expect(screen.queryByText(/poliza\.pdf/)).toBeNull();
  });
});
