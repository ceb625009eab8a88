import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#tests/render.tsx';
import { MinutesForm } from './minutes-form.tsx';
import { NewsForm } from './news-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Admin upload forms say in Spanish what is wrong (no browser-native validation)', () => {
  it('refuses a JPG as a minute before sending, and asks for the PDF when none is chosen', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<MinutesForm onPublished={() => {}} />);
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    await user.upload(
      screen.getByLabelText('Archivo PDF del acta: elegir archivos'),
      new File(['x'], 'pleno.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El acta debe ser un documento PDF, y «pleno.jpg» no lo es.',
    );
    await user.click(screen.getByRole('button', { name: 'Subir acta' }));
    expect(screen.getByRole('group', { name: /Archivo PDF del acta/ })).toHaveAccessibleDescription(
      expect.stringContaining('Elige el archivo PDF del acta.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names each missing news field and refuses an image of another type or over 10 MB', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ applyAccept: false });
    render(<NewsForm onPublished={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Subir noticia' }));
    expect(screen.getByText('Escribe el título de la noticia.')).toBeInTheDocument();
    expect(screen.getByText('Escribe el texto de la noticia.')).toBeInTheDocument();
    expect(screen.getByText('Elige la imagen de la noticia (JPEG, PNG o WebP).')).toBeInTheDocument();
    const input = screen.getByLabelText('Imagen: elegir archivos');
    await user.upload(input, new File(['x'], 'cartel.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La imagen debe ser JPEG, PNG o WebP, y «cartel.gif» no lo es.',
    );
    await user.upload(
      input,
      new File([new Uint8Array(11 * 1024 * 1024)], 'foto.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La imagen no puede pasar de 10 MB, y «foto.jpg» ocupa 11,0 MB.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
