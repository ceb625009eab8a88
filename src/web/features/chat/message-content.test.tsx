import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import type { Citation } from './chat-api.ts';
import { MessageBlocks, MessageContent } from './message-content.tsx';

function show(content: string, citations: Citation[]) {
  return renderRoutes([
    {
      path: '/',
      element: (
        <p data-testid="texto">
          <MessageContent content={content} citations={citations} />
        </p>
      ),
    },
  ]);
}

describe('MessageContent', () => {
  it('turns [n] into a link to citations[n - 1] (1-based)', async () => {
    show('Empadrónate en línea [1]. Y reserva pista [2].', [
      { url: '/tramites/alta-padron', titulo: 'Alta en el padrón' },
      { url: '/servicios/reserva-pistas', titulo: 'Reserva de Pistas' },
    ]);
    const first = await screen.findByRole('link', { name: '[1] Alta en el padrón' });
    expect(first).toHaveAttribute('href', '/tramites/alta-padron');
    expect(screen.getByRole('link', { name: '[2] Reserva de Pistas' })).toHaveAttribute(
      'href',
      '/servicios/reserva-pistas',
    );
    expect(screen.getByTestId('texto').textContent).toBe(
      'Empadrónate en línea [1] Alta en el padrón. Y reserva pista [2] Reserva de Pistas.',
    );
  });

  it('leaves a marker as plain text when no citation has a url for it', async () => {
    show('Dato [1] y otro [3] y [0].', [{ url: '', titulo: 'Sin enlace' }]);
    expect(await screen.findByTestId('texto')).toHaveTextContent('Dato [1] y otro [3] y [0].');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens sources outside the site in a new tab', async () => {
    show('Mira el vídeo [1].', [{ url: 'https://video.example/pleno', titulo: 'Pleno de marzo' }]);
    const link = await screen.findByRole('link', { name: /^\[1\] Pleno de marzo/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows an answer’s paragraphs as paragraphs and its "- " lines as a list', async () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <MessageBlocks
            content={'Primera frase [1].\n\nEn la página [1]:\n- uno\n- dos [1]'}
            citations={[{ url: '/pagina#seccion', titulo: 'Página' }]}
          />
        ),
      },
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['uno', 'dos [1] Página']);
    expect(screen.getByText('Primera frase', { exact: false }).tagName).toBe('P');
    expect(screen.getAllByRole('link', { name: '[1] Página' })).toHaveLength(3);
  });
});
