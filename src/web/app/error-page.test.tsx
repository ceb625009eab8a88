import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import { ErrorPage } from './error-page.tsx';
import NotFoundPage from './not-found-page.tsx';

function Broken(): never {
  throw new Error('Fallo de prueba en el componente');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorPage', () => {
  it("shows 'Unexpected Application Error!' in English, the message, Spanish help and a link home", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(heading).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Fallo de prueba en el componente')).toBeInTheDocument();
    expect(screen.getByText(/Se ha producido un error inesperado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith('Error no controlado en la aplicación:', expect.any(Error));
  });

  it('shows the status of a router error response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([
      {
        path: '/',
        loader: () => {
          throw new Response('Sin datos', { status: 503, statusText: 'Service Unavailable' });
        },
        element: <p>nunca</p>,
        errorElement: <ErrorPage />,
      },
    ]);
    expect(await screen.findByText('503 Service Unavailable: Sin datos')).toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it('says in Spanish that the page does not exist, with the 404 in the title', async () => {
    renderRoutes([{ path: '*', element: <NotFoundPage /> }], '/no-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Error 404: página no encontrada · /);
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute('href', '/');
  });
});
