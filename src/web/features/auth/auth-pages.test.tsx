import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '#shared/auth/password-rules.ts';
import { renderRoutes } from '#tests/render.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';
import LoginPage from './login-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function routes() {
  return [
    { path: '/login', element: <LoginPage /> },
    { path: '/login/forgot-password', element: <ForgotPasswordPage /> },
    { path: '/admin', element: <p>Panel</p> },
    { path: '/', element: <p>Portada</p> },
  ];
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Opens /login and signs in as the demo admin with `password`, the way a visitor types it. */
async function submitLogin(password: string) {
  const rendered = renderRoutes(routes(), '/login');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Correo electrónico/), 'admin@villaverde-del-arroyo.example');
  await user.type(screen.getByLabelText(/Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return rendered;
}

/** Opens the forgotten-password page and asks for a token for the demo admin's e-mail. */
async function requestToken() {
  renderRoutes(routes(), '/login/forgot-password');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Correo electrónico/), 'admin@villaverde-del-arroyo.example');
  await user.click(screen.getByRole('button', { name: 'Enviar token' }));
  return user;
}

describe('Login', () => {
  it('shows "Ingresando..." disabled while waiting, stores the session and goes to /admin replacing history', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = await submitLogin('Una-Clave-Larga-2026');
    expect(screen.getByRole('button', { name: 'Ingresando...' })).toBeDisabled();
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual(
      {
        email: 'admin@villaverde-del-arroyo.example',
        password: 'Una-Clave-Larga-2026',
      },
    );
    answer(json(200, { token: 'tok', usuario: { id: 1, email: 'a@b.es', nombre: 'Admin' } }));
    expect(await screen.findByText('Panel')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('usuario') ?? '{}')).toMatchObject({ nombre: 'Admin' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    [401, { mensaje: 'Credenciales incorrectas.' }, 'Credenciales incorrectas'],
    [429, { mensaje: 'x' }, 'Demasiados intentos fallidos. Espera un momento.'],
  ])('answers %i with the SPEC message', async (status, body, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(status, body)),
    );
    await submitLogin('mala');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('links to the reset screen and back home', async () => {
    renderRoutes(routes(), '/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '¿Has olvidado tu contraseña?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recuperar contraseña' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await user.click(await screen.findByRole('button', { name: 'Volver al inicio' }));
    expect(await screen.findByText('Portada')).toBeInTheDocument();
  });
});

describe('Password reset', () => {
  it('sends the token, checks the match, updates and returns to /login after 2 s', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/forgot-password') ? json(200, { mensaje: 'ok' }) : json(200, { mensaje: 'ok' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = await requestToken();
    expect(await screen.findByText('Se ha enviado un email con el token a tu cuenta.')).toBeInTheDocument();

    // The hint states the server's own minimum, never a smaller one.
    expect(screen.getByText(/^Usa al menos \d+ caracteres/)).toHaveTextContent(
      `Usa al menos ${MIN_PASSWORD_LENGTH} caracteres`,
    );
    await user.type(screen.getByLabelText(/Token recibido/), 'abc');
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'Una-Clave-Larga-2026');
    await user.type(screen.getByLabelText(/Confirma/), 'Otra-Clave-Larga-2026');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText(/Confirma/));
    await user.type(screen.getByLabelText(/Confirma/), 'Una-Clave-Larga-2026');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText('Contraseña actualizada correctamente. Redirigiendo a Login...'),
    ).toBeInTheDocument();
    expect(JSON.parse(String((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body))).toEqual(
      {
        email: 'admin@villaverde-del-arroyo.example',
        token: 'abc',
        newPassword: 'Una-Clave-Larga-2026',
        confirmPassword: 'Una-Clave-Larga-2026',
      },
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Acceso de administración' })).toBeInTheDocument(),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('shows the server field error, else the SPEC fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { mensaje: 'x', errores: [{ campo: 'email', mensaje: 'Escribe un correo válido.' }] }),
      ),
    );
    const user = await requestToken();
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe un correo válido.');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar token' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error al enviar el token.'));
  });
});
