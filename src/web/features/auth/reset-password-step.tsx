import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '#shared/auth/password-rules.ts';
import { FormError } from '#web/components/form-messages/form-messages.tsx';
import { authApi } from './auth-api.ts';
import { fieldErrorMessage } from './error-messages.ts';

export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden';
export const RESET_DONE = 'Contraseña actualizada correctamente. Redirigiendo a Login...';
export const RESET_FAILED = 'Error al actualizar la contraseña';
/** SPEC §9: the reset screen returns to login 2000 ms after success. */
export const RESET_REDIRECT_MS = 2000;

interface Props {
  email: string;
  /** Step 1's confirmation, shown until this step reports its own outcome. */
  sentMessage: string | null;
  onDone: () => void;
}

/** Step 2: the token from the e-mail, the new password and its confirmation. */
export function ResetPasswordStep({ email, sentMessage, onDone }: Props) {
  const [token, setToken] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (newPassword !== confirmPassword) {
      setError(PASSWORDS_DIFFER);
      return;
    }
    setSaving(true);
    try {
      await authApi.resetPassword({ email, token: token.trim(), newPassword, confirmPassword });
      setDone(true);
    } catch (caught) {
      setError(fieldErrorMessage(caught, RESET_FAILED));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack>
        {sentMessage && !error && !done && (
          <Alert color="green" role="status">
            {sentMessage}
          </Alert>
        )}
        {done && (
          <Alert color="green" role="status">
            {RESET_DONE}
          </Alert>
        )}
        <FormError message={error} />
        <TextInput
          label="Token recibido por correo"
          name="token"
          autoComplete="one-time-code"
          required
          value={token}
          onChange={(event) => setToken(event.currentTarget.value)}
        />
        <PasswordInput
          label="Nueva contraseña"
          name="newPassword"
          autoComplete="new-password"
          required
          aria-describedby="pista-contrasena"
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
        />
        <Text id="pista-contrasena" size="sm" c="dimmed">
          Usa al menos {MIN_PASSWORD_LENGTH} caracteres con mayúsculas, minúsculas, números y algún carácter
          especial; no se admiten las contraseñas demasiado comunes.
        </Text>
        <PasswordInput
          label="Confirma la nueva contraseña"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.currentTarget.value)}
        />
        <Button type="submit" disabled={saving || done}>
          {saving && !done ? 'Guardando...' : 'Cambiar contraseña'}
        </Button>
      </Stack>
    </form>
  );
}
