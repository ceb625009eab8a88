import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import home from '#content/inicio.json';
import site from '#content/sitio.json';
import { renderRoutes } from '#tests/render.tsx';
import { homeLoader } from './home-loader.ts';
import HomePage from './home-page.tsx';

const news = [
  {
    id: 7,
    titulo: 'Noticia con resumen',
    descripcion: 'Resumen breve',
    contenido: 'Texto largo',
    imagenPath: null,
  },
  { titulo: 'Noticia sin id', descripcion: null, contenido: 'x'.repeat(150), imagenPath: null },
];

describe('HomePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the carousel, the latest news and the 4 featured tiles', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json(news));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/', loader: homeLoader, Component: HomePage }]);
    expect(await screen.findByRole('heading', { level: 1, name: site.ayuntamiento })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Conoce ${site.municipio}` })).toBeInTheDocument();
    expect(await screen.findByText('Resumen breve')).toBeInTheDocument();
    expect(screen.getByText(`No se encontró un ID para esta noticia: Noticia sin id`)).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      `/api/noticias/ultimas?limite=${home.noticias.limite}`,
    );
    const tiles = {
      'Reserva Pistas': '/servicios/reserva-pistas',
      Empadronamiento: '/tramites/alta-padron',
      'Licencia de Obra Mayor': '/tramites/licencia-obra-mayor',
      'Licencia Obra Menor': '/tramites/licencia-obra-menor',
    };
    for (const [name, href] of Object.entries(tiles)) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
  });
});
