import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '#web/components/form-messages/form-messages.tsx';
import { authApi } from './auth-api.ts';
import { fieldErrorMessage } from './error-messages.ts';

export const TOKEN_SENT = 'Se ha enviado un email con el token a tu cuenta.';
export const TOKEN_FAILED = 'Error al enviar el token.';

/** Step 1: the e-mail of the account; the server mails a token (same answer for any address). */
export function RequestTokenStep({ onSent }: { onSent: (email: string, message: string) => void }) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await authApi.forgotPassword(email.trim());
      onSent(email.trim(), TOKEN_SENT);
    } catch (caught) {
      setError(fieldErrorMessage(caught, TOKEN_FAILED));
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack>
        <FormError message={error} />
        <TextInput
          label="Correo electrónico de tu cuenta"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" disabled={sending}>
          {sending ? 'Enviando...' : 'Enviar token'}
        </Button>
      </Stack>
    </form>
  );
}
