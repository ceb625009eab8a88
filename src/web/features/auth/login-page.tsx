import { Button, Group, Paper, PasswordInput } from '@mantine/core';
import { useInputState } from '@mantine/hooks';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { saveSession } from '#web/api/session-storage.ts';
import { getHref, paths } from '#web/app/paths.ts';
import { FormSuccess } from '#web/components/form-messages/form-messages.tsx';
import { SubmitForm, useSubmit } from '#web/components/form-messages/submit-form.tsx';
import { Page } from '#web/components/page.tsx';
import { AccountEmailInput } from './account-email-input.tsx';
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
  const [email, setEmail] = useInputState('');
  const [password, setPassword] = useInputState('');
  const [success, setSuccess] = useState<string | null>(null);
  const form = useSubmit(
    async () => {
      const { token, usuario } = await authApi.login(email.trim(), password);
      saveSession(token, { ...usuario });
      setSuccess(LOGIN_SUCCESS);
      // The panel repeats the message, since this page unmounts straight away.
      navigate(destination(location.state), { replace: true, state: { mensaje: LOGIN_SUCCESS } });
    },
    { failure: loginErrorMessage },
  );

  return (
    <Page title={paths.login.title} size="sm">
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <SubmitForm
          form={form}
          label={form.sending ? 'Ingresando...' : 'Iniciar sesión'}
          fullWidth
          errorTitle="No se ha podido iniciar sesión"
          notices={<FormSuccess message={success} />}
          footer={
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => navigate(getHref('forgotPassword'))}>
                ¿Has olvidado tu contraseña?
              </Button>
              <Button variant="default" onClick={() => navigate(getHref('home'))}>
                Volver al inicio
              </Button>
            </Group>
          }
        >
          <AccountEmailInput label="Correo electrónico" value={email} onChange={setEmail} />
          <PasswordInput
            label="Contraseña"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
          />
        </SubmitForm>
      </Paper>
    </Page>
  );
}
