import { act, screen } from '@testing-library/react';
import { useRef } from 'react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';

function Layout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <>
      <Link to="/b">Ir a B</Link>
      <main tabIndex={-1} ref={main}>
        <Outlet />
      </main>
    </>
  );
}

const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/a', element: <h1>Página A</h1> },
      { path: '/b', element: <h1>Página B</h1> },
    ],
  },
];

describe('useFocusOnNavigation', () => {
  it('leaves the focus alone on the first page and moves it to main after a change of page', async () => {
    const { router } = renderRoutes(routes, '/a');
    await screen.findByText('Página A');
    expect(document.activeElement).toBe(document.body);

    const link = screen.getByRole('link', { name: 'Ir a B' });
    link.focus();
    await act(() => router.navigate('/b'));
    expect(await screen.findByText('Página B')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('does not move the focus when only the query changes', async () => {
    const { router } = renderRoutes(routes, '/a');
    await screen.findByText('Página A');
    const link = screen.getByRole('link', { name: 'Ir a B' });
    link.focus();
    await act(() => router.navigate('/a?pagina=2'));
    expect(link).toHaveFocus();
  });
});
