import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import { saveSession } from '#web/api/session-storage.ts';
import { isAdminArea, NavigationGuard } from './navigation-guard.tsx';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} desde={(location.state as { from?: string } | null)?.from ?? '-'}
    </p>
  );
}

const routes = [
  {
    element: <NavigationGuard />,
    children: [
      { path: '/', element: <Where name="inicio" /> },
      { path: '/admin', element: <Where name="panel" /> },
      { path: '/admin/noticias', element: <Where name="subpanel" /> },
      { path: '/login', element: <Where name="login" /> },
    ],
  },
];

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const logoutCalls = () =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/auth/logout' && init?.method === 'POST');

describe('NavigationGuard', () => {
  it('keeps the session inside /admin', async () => {
    saveSession('t-admin', { id: 1 });
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByText(/panel/)).toBeInTheDocument();
    await act(() => router.navigate('/admin/noticias'));
    expect(screen.getByText(/subpanel/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('t-admin');
  });

  it('leaving /admin with a token calls POST /auth/logout with the token and clears the session', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    saveSession('t-admin', { id: 1 });
    const { router } = renderRoutes(routes, '/admin');
    await screen.findByText(/panel/);
    await act(() => router.navigate('/'));
    await waitFor(() => expect(logoutCalls()).toHaveLength(1));
    const init = logoutCalls()[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer t-admin');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('usuario')).toBeNull();
  });

  it('clears the session even when the logout call fails', async () => {
    fetchMock.mockResolvedValue(new Response('caído', { status: 503 }));
    saveSession('t-admin', { id: 1 });
    const { router } = renderRoutes(routes, '/admin');
    await screen.findByText(/panel/);
    await act(() => router.navigate('/'));
    await waitFor(() => expect(logoutCalls()).toHaveLength(1));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('usuario')).toBeNull();
    expect(screen.getByText(/inicio/)).toBeInTheDocument();
  });

  it('clears the session when the network is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    saveSession('t-admin', { id: 1 });
    renderRoutes(routes, '/');
    await waitFor(() => expect(logoutCalls()).toHaveLength(1));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does nothing on public pages without a stored token', async () => {
    const { router } = renderRoutes(routes, '/');
    await screen.findByText(/inicio/);
    await act(() => router.navigate('/login'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends exactly /admin without a token to /login, replacing the entry and remembering the origin', async () => {
    const { router } = renderRoutes(routes, '/');
    await screen.findByText(/inicio/);
    await act(() => router.navigate('/admin?vista=acta'));
    expect(await screen.findByText('login desde=/admin?vista=acta')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    // The replaced entry means "back" returns to the page before /admin, not to /admin again.
    await act(() => router.navigate(-1));
    expect(await screen.findByText(/inicio/)).toBeInTheDocument();
  });

  it('lets /admin through when a token is stored (the admin page validates it)', async () => {
    saveSession('t-admin', { id: 1 });
    renderRoutes(routes, '/admin');
    expect(await screen.findByText(/panel/)).toBeInTheDocument();
  });
});

describe('isAdminArea', () => {
  it('follows the spec: a prefix test on /admin', () => {
    expect(isAdminArea('/admin')).toBe(true);
    expect(isAdminArea('/admin/noticias')).toBe(true);
    expect(isAdminArea('/')).toBe(false);
    expect(isAdminArea('/login')).toBe(false);
  });
});
