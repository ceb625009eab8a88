import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import AdminPage from './admin-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function LoginProbe() {
  return <p>Pantalla de acceso</p>;
}
const routes = [
  { path: '/admin', element: <AdminPage /> },
  { path: '/login', element: <LoginProbe /> },
  { path: '/', element: <p>Portada</p> },
];

function signedIn() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('usuario', JSON.stringify({ id: 1, email: 'a@b.es', nombre: 'Admin' }));
}

/** fetch answering by path: validate-token OK, and whatever `more` says for the rest. */
function api(more: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const mock = vi.fn(async (url: string, init?: RequestInit) =>
    url.endsWith('/auth/validate-token') ? json(200, { valido: true, usuario: { id: 1 } }) : more(url, init),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The admin panel at /admin with 'Subir Video de Pleno' open and the plenary's date typed. */
async function openVideoForm() {
  renderRoutes(routes, '/admin');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Subir Video de Pleno' }));
  await user.type(screen.getByLabelText(/Fecha del pleno/), '2026-03-14');
  return user;
}

describe('/admin', () => {
  it('without a token goes silently to /login remembering /admin', async () => {
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByText('Pantalla de acceso')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/admin' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with a token the server refuses, clears token and usuario and goes to /login', async () => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { mensaje: 'Tu sesión no es válida' })),
    );
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('Pantalla de acceso')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('usuario')).toBeNull();
  });

  it('shows the loader, then the menu; a sub-form has a back button and back clears messages', async () => {
    signedIn();
    api(() => json(201, { id: 1 }));
    renderRoutes(routes, '/admin');
    expect(screen.getByLabelText('Comprobando la sesión')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Subir Video de Pleno' }));
    await user.click(screen.getByRole('button', { name: 'Subir vídeo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Debes ingresar fecha y URL del video');
    await user.click(screen.getByRole('button', { name: '← Volver al menú' }));
    expect(screen.queryByRole('alert')).toBeNull();
    for (const name of ['Subir Noticia', 'Subir Acta de Pleno', 'Subir Video de Pleno']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('sends the video as JSON with the generated title and returns to the menu with the success message', async () => {
    signedIn();
    const fetchMock = api(() => json(201, { id: 3 }));
    const user = await openVideoForm();
    await user.type(screen.getByLabelText(/URL del vídeo/), 'no es una url');
    await user.click(screen.getByRole('button', { name: 'Subir vídeo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Debes ingresar fecha y URL del video');
    await user.clear(screen.getByLabelText(/URL del vídeo/));
    await user.type(screen.getByLabelText(/URL del vídeo/), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Subir vídeo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Video de pleno subido correctamente');
    const call = fetchMock.mock.calls.find(([url]) => url.endsWith('/actas-video'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      titulo: 'Video pleno 14 de marzo de 2026',
      fecha: '2026-03-14',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(screen.getByRole('button', { name: 'Subir Noticia' })).toBeInTheDocument();
  });

  it('shows "Error del servidor:" with the server message when the video upload fails', async () => {
    signedIn();
    api(() => json(400, { mensaje: 'La URL del vídeo debe ser una dirección web.' }));
    const user = await openVideoForm();
    await user.type(screen.getByLabelText(/URL del vídeo/), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Subir vídeo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error del servidor: La URL del vídeo debe ser una dirección web.',
    );
  });

  it('logout clears the session and goes to /login even when the call fails', async () => {
    signedIn();
    api(() => {
      throw new TypeError('Failed to fetch');
    });
    renderRoutes(routes, '/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Pantalla de acceso')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
