import { Alert, Anchor, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError } from '#web/api/client.ts';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { listMyProcedures, type OwnEntry, signInUrl, useResidentSession } from './resident-api.ts';
import { SignInPanel } from './sign-in-panel.tsx';

const WHEN = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  dateStyle: 'long',
  timeStyle: 'short',
});
const when = (iso: string) => WHEN.format(new Date(iso));

function EntryCard({ entry }: { entry: OwnEntry }) {
  return (
    <Card withBorder component="article" aria-labelledby={`tramite-${entry.id}`}>
      <Title order={2} size="h4" id={`tramite-${entry.id}`}>
        {entry.procedimiento}
      </Title>
      <Text>
        Registro <strong>{entry.registro}</strong>, presentado el {when(entry.fecha)}. Estado actual:{' '}
        <strong>{entry.estadoTexto}</strong>.
      </Text>
      <Text fw={700} mt="xs">
        Historial
      </Text>
      <List size="sm">
        {entry.historial.map((change) => (
          <List.Item key={`${change.estado}-${change.fecha}`}>
            {change.estadoTexto}: {when(change.fecha)}
          </List.Item>
        ))}
      </List>
      <Group mt="sm">
        {entry.justificante && (
          <Anchor href={`/api/mis-tramites/${entry.id}/justificante`} download>
            Justificante {entry.registro} (PDF)
          </Anchor>
        )}
        {entry.archivos.map((file) => (
          <Anchor key={file.id} href={`/api/mis-tramites/${entry.id}/archivos/${file.id}`} download>
            {file.nombre}
          </Anchor>
        ))}
      </Group>
    </Card>
  );
}

/** /mis-tramites: the identified resident's own submissions and their state (art. 53.1.a Ley 39/2015). */
export default function MyProceduresPage() {
  const session = useResidentSession();
  const [entries, setEntries] = useState<OwnEntry[] | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!session?.identificado) return;
    let current = true;
    listMyProcedures().then(
      (result) => current && setEntries(result.tramites),
      (error: unknown) =>
        current &&
        setFailure(error instanceof ApiError ? error.mensaje : 'No se han podido cargar tus trámites.'),
    );
    return () => {
      current = false;
    };
  }, [session]);

  return (
    <Page title={paths.misTramites.title} size="md">
      <Stack>
        {session === undefined && <Loader size="sm" aria-label="Comprobando tu identificación" />}
        {session && !session.identificado && (
          <>
            <Text>
              Aquí puedes consultar los trámites que has presentado identificándote con Cl@ve, su estado y sus
              justificantes.
            </Text>
            <Button component="a" href={signInUrl(paths.misTramites.path)} w="fit-content">
              Identificarme con Cl@ve
            </Button>
          </>
        )}
        {session?.identificado && (
          <>
            <SignInPanel session={session} volver={paths.misTramites.path} />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            {entries === undefined && !failure && <Loader size="sm" aria-label="Cargando tus trámites" />}
            {entries?.length === 0 && (
              <Text>
                Aún no has presentado ningún trámite identificándote con Cl@ve.{' '}
                <Anchor href={paths.tramites.path}>Ver los trámites</Anchor>
              </Text>
            )}
            {entries?.map((entry) => (
              <EntryCard key={entry.id} entry={entry} />
            ))}
          </>
        )}
      </Stack>
    </Page>
  );
}
