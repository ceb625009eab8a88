import { Button, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { getHref, paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { RequestTokenStep } from './request-token-step.tsx';
import { ResetPasswordStep } from './reset-password-step.tsx';

/** SPEC §2.8 and §4: step 1 asks for the e-mail and sends a token; step 2 sets the new password. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const backToLogin = useCallback(() => navigate(getHref('login')), [navigate]);

  return (
    <Page title={paths.forgotPassword.title} size="sm">
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Stack>
          <Text size="sm" c="dimmed">
            {email === null ? 'Paso 1 de 2: pide un token.' : 'Paso 2 de 2: elige tu nueva contraseña.'}
          </Text>
          {email === null ? (
            <RequestTokenStep
              onSent={(sentTo, message) => {
                setEmail(sentTo);
                setSentMessage(message);
              }}
            />
          ) : (
            <ResetPasswordStep email={email} sentMessage={sentMessage} onDone={backToLogin} />
          )}
          <Button variant="default" onClick={backToLogin}>
            Volver
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}
