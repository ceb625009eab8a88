import { useInputState } from '@mantine/hooks';
import { SubmitForm, useSubmit } from '#web/components/form-messages/submit-form.tsx';
import { AccountEmailInput } from './account-email-input.tsx';
import { authApi } from './auth-api.ts';
import { fieldErrorMessage } from './error-messages.ts';

export const TOKEN_SENT = 'Se ha enviado un email con el token a tu cuenta.';
export const TOKEN_FAILED = 'Error al enviar el token.';

/** Step 1: the e-mail of the account; the server mails a token (same answer for any address). */
export function RequestTokenStep({ onSent }: { onSent: (email: string, message: string) => void }) {
  const [email, setEmail] = useInputState('');
  const form = useSubmit(
    async () => {
      await authApi.forgotPassword(email.trim());
      onSent(email.trim(), TOKEN_SENT);
    },
    { failure: (caught) => fieldErrorMessage(caught, TOKEN_FAILED) },
  );

  return (
    <SubmitForm form={form} label={form.sending ? 'Enviando...' : 'Enviar token'}>
      <AccountEmailInput label="Correo electrónico de tu cuenta" value={email} onChange={setEmail} />
    </SubmitForm>
  );
}
