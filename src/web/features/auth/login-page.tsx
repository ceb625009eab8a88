import { Button, Group, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { saveSession } from '#web/api/session-storage.ts';
import { getHref, paths } from '#web/app/paths.ts';
import { FormError, FormSuccess } from '#web/components/form-messages/form-messages.tsx';
import { Page } from '#web/components/page.tsx';
import { authApi } from './auth-api.ts';
import { loginErrorMessage } from './error-messages.ts';

export const LOGIN_SUCCESS = 'Sesión iniciada correctamente';

/** Where to go after signing in: the /admin page the visitor was sent away from, else /admin. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const admin = getHref('admin');
  return typeof from === 'string' &&
    (from === admin || from.startsWith(`${admin}/`) || from.startsWith(`${admin}?`))
    ? from
    : admin;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    setSuccess(null);
    try {
      const { token, usuario } = await authApi.login(email.trim(), password);
      saveSession(token, { ...usuario });
      setSuccess(LOGIN_SUCCESS);
      // The panel repeats the message, since this page unmounts straight away.
      navigate(destination(location.state), { replace: true, state: { mensaje: LOGIN_SUCCESS } });
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setSubmitting(false);
    }
  }

  return (
    <Page title={paths.login.title} size="sm">
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form onSubmit={submit} noValidate={false}>
          <Stack>
            <FormError message={error} title="No se ha podido iniciar sesión" />
            <FormSuccess message={success} />
            <TextInput
              label="Correo electrónico"
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label="Contraseña"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" disabled={submitting} fullWidth>
              {submitting ? 'Ingresando...' : 'Iniciar sesión'}
            </Button>
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => navigate(getHref('forgotPassword'))}>
                ¿Has olvidado tu contraseña?
              </Button>
              <Button variant="default" onClick={() => navigate(getHref('home'))}>
                Volver al inicio
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Page>
  );
}
