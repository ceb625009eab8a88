import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import { parseTotalCount } from './news-api.ts';
import NewsListPage, { hasOlderNews } from './news-list-page.tsx';
import { NEWS_PAGE_SIZE, newsListLoader } from './news-loaders.ts';

const newsItems = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    titulo: `Noticia ${i + 1}`,
    descripcion: `Resumen ${i + 1}`,
    contenido: 'Texto',
    imagenPath: null,
  }));

/** The API answering one page with `count` items and, unless null, an x-total-count header. */
function stubNewsApi(count: number, total: number | null) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(newsItems(count), {
      headers: total === null ? {} : { 'x-total-count': String(total) },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('/actualidad pager', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers older news when the total says there are more than the pages shown', async () => {
    stubNewsApi(NEWS_PAGE_SIZE, NEWS_PAGE_SIZE + 1);
    renderRoutes([{ path: '/actualidad', loader: newsListLoader, Component: NewsListPage }], '/actualidad');
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Noticias anteriores' })).toHaveAttribute(
      'href',
      '/actualidad?pagina=2',
    );
    expect(screen.queryByRole('link', { name: 'Noticias más recientes' })).not.toBeInTheDocument();
  });

  it('offers no older page after a full last page, as the total tells', async () => {
    const fetchMock = stubNewsApi(NEWS_PAGE_SIZE, NEWS_PAGE_SIZE * 2);
    renderRoutes(
      [{ path: '/actualidad', loader: newsListLoader, Component: NewsListPage }],
      '/actualidad?pagina=2',
    );
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`limite=${NEWS_PAGE_SIZE}&pagina=2`);
    expect(screen.queryByRole('link', { name: 'Noticias anteriores' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Noticias más recientes' })).toHaveAttribute(
      'href',
      '/actualidad',
    );
  });

  it('falls back to the full-page hint when the server sends no total', () => {
    expect(hasOlderNews(1, NEWS_PAGE_SIZE, undefined)).toBe(true);
    expect(hasOlderNews(1, NEWS_PAGE_SIZE - 1, undefined)).toBe(false);
    expect(hasOlderNews(3, 2, 20)).toBe(false);
    expect(hasOlderNews(2, NEWS_PAGE_SIZE, 19)).toBe(true);
  });

  it('reads x-total-count only when it is a whole number', () => {
    expect(parseTotalCount('12')).toBe(12);
    expect(parseTotalCount('0')).toBe(0);
    for (const bad of [null, '', 'doce', '-1', '1.5']) expect(parseTotalCount(bad)).toBeUndefined();
  });
});
