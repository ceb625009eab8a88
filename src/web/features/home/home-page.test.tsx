import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import featured from '#content/destacados.json';
import home from '#content/inicio.json';
import site from '#content/sitio.json';
import { renderRoutes } from '#tests/render.tsx';
import { type ContentLink, contentHref } from '../info/featured-link.ts';
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

  it('shows the carousel, the latest news and every featured tile of destacados.json', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json(news));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/', loader: homeLoader, Component: HomePage }]);
    // The page is a lazy route behind a loader: on a busy machine it may take more than the default second.
    expect(
      await screen.findByRole('heading', { level: 1, name: site.ayuntamiento }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Conoce ${site.municipio}` })).toBeInTheDocument();
    expect(await screen.findByText('Resumen breve')).toBeInTheDocument();
    expect(screen.getByText(`No se encontró un ID para esta noticia: Noticia sin id`)).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      `/api/noticias/ultimas?limite=${home.noticias.limite}`,
    );
    expect(featured.servicios.length).toBeGreaterThan(0);
    for (const service of featured.servicios) {
      expect(screen.getByRole('link', { name: service.titulo })).toHaveAttribute(
        'href',
        contentHref(service.enlace as ContentLink),
      );
    }
  });
});
