import { PasswordInput, Text, TextInput } from '@mantine/core';
import { useInputState } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '#shared/auth/password-rules.ts';
import { FormSuccess } from '#web/components/form-messages/form-messages.tsx';
import { SubmitForm, useSubmit } from '#web/components/form-messages/submit-form.tsx';
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
  const [token, setToken] = useInputState('');
  const [newPassword, setNewPassword] = useInputState('');
  const [confirmPassword, setConfirmPassword] = useInputState('');
  const [done, setDone] = useState(false);
  const form = useSubmit(
    async () => {
      await authApi.resetPassword({ email, token: token.trim(), newPassword, confirmPassword });
      setDone(true);
    },
    {
      check: () => newPassword === confirmPassword || PASSWORDS_DIFFER,
      failure: (caught) => fieldErrorMessage(caught, RESET_FAILED),
    },
  );

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  return (
    <SubmitForm
      form={form}
      label={form.sending && !done ? 'Guardando...' : 'Cambiar contraseña'}
      done={done}
      notices={<FormSuccess message={done ? RESET_DONE : form.error ? null : sentMessage} />}
    >
      <TextInput
        label="Token recibido por correo"
        name="token"
        autoComplete="one-time-code"
        required
        value={token}
        onChange={setToken}
      />
      <PasswordInput
        label="Nueva contraseña"
        name="newPassword"
        autoComplete="new-password"
        required
        aria-describedby="pista-contrasena"
        value={newPassword}
        onChange={setNewPassword}
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
        onChange={setConfirmPassword}
      />
    </SubmitForm>
  );
}
