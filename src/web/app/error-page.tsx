import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageMeta } from '#web/components/page.tsx';
import { paths } from './paths.ts';

/** The error's message, whatever was thrown (an Error, a router response or anything else). */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : '';
    return [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(': ');
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error page (SPEC §2.2): the default English heading and the message, then Spanish help. */
export function ErrorPage() {
  const error = useRouteError();
  // Logged so the cause reaches the console (and any collector), not only the screen.
  useEffect(() => {
    console.error('Error no controlado en la aplicación:', error);
  }, [error]);
  return (
    <Container component="main" id="contenido" size="md" py="xl">
      <PageMeta title="Error inesperado" />
      <Stack gap="md">
        <Title order={1} lang="en">
          Unexpected Application Error!
        </Title>
        <Text component="pre" style={{ whiteSpace: 'pre-wrap' }} fw={600}>
          {errorMessage(error)}
        </Text>
        <Text>
          Se ha producido un error inesperado al mostrar esta página. Vuelve a intentarlo dentro de unos
          momentos y, si el problema continúa, ponte en contacto con el Ayuntamiento.
        </Text>
        <Anchor component={Link} to={paths.home.path}>
          Volver a la página de inicio
        </Anchor>
      </Stack>
    </Container>
  );
}
