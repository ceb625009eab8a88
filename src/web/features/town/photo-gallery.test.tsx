import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '#tests/render.tsx';
import { PhotoGallery } from './photo-gallery.tsx';

const categories = [
  {
    nombre: 'Semana Santa',
    fotos: [{ src: '/a.webp', alt: 'Ilustración de la iglesia', pie: 'La iglesia' }],
  },
];

describe('PhotoGallery', () => {
  it('opens the large photo in a modal and closes it with its button', async () => {
    render(<PhotoGallery categories={categories} />);
    expect(screen.getByRole('heading', { name: 'Semana Santa' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ampliar foto: La iglesia' }));
    const dialog = await screen.findByRole('dialog', { name: 'La iglesia' });
    expect(dialog.querySelector('img')).toHaveAttribute('alt', 'Ilustración de la iglesia');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar la foto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
