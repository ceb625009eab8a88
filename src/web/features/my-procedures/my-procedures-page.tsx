import { Alert, Anchor, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { MY_PROCEDURES_INTRO } from '#shared/sede/help-texts.ts';
import { ApiError } from '#web/api/client.ts';
import { paths } from '#web/app/paths.ts';
import { FormError } from '#web/components/form-messages/form-messages.tsx';
import { Page } from '#web/components/page.tsx';
import {
  discardMyDraft,
  listMyDrafts,
  listMyProcedures,
  type OwnDraft,
  type OwnEntry,
  signInUrl,
  useResidentSession,
} from './resident-api.ts';
import { SavedDrafts } from './saved-drafts.tsx';
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
      <Title order={3} size="h4" id={`tramite-${entry.id}`}>
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

/**
 * /mis-tramites: the identified resident's saved forms, to continue or discard, and their own submissions with
 * their state (art. 53.1.a Ley 39/2015).
 */
export default function MyProceduresPage() {
  const session = useResidentSession();
  const [entries, setEntries] = useState<OwnEntry[] | undefined>();
  const [drafts, setDrafts] = useState<OwnDraft[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [discarded, setDiscarded] = useState<string | null>(null);
  const discardedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!session?.identificado) return;
    let current = true;
    Promise.all([listMyProcedures(), listMyDrafts()]).then(
      ([own, saved]) => {
        if (!current) return;
        setEntries(own.tramites);
        setDrafts(saved.borradores);
      },
      (error: unknown) =>
        current &&
        setFailure(error instanceof ApiError ? error.mensaje : 'No se han podido cargar tus trámites.'),
    );
    return () => {
      current = false;
    };
  }, [session]);

  // The card is gone once discarded: the focus goes to the confirmation that says so.
  useEffect(() => {
    if (discarded) discardedRef.current?.focus();
  }, [discarded]);
  const discard = async (draft: OwnDraft) => {
    await discardMyDraft(draft.id);
    setDrafts((list) => list.filter((item) => item.id !== draft.id));
    setDiscarded(`Has descartado tu solicitud guardada de «${draft.procedimiento}».`);
  };

  return (
    <Page title={paths.misTramites.title} size="md">
      <Stack>
        {session === undefined && (
          <Loader size="sm" role="status" aria-label="Comprobando tu identificación" />
        )}
        {session && !session.identificado && (
          <>
            <Text>{MY_PROCEDURES_INTRO}</Text>
            <Button component="a" href={signInUrl(paths.misTramites.path)} w="fit-content">
              Identificarme con Cl@ve
            </Button>
          </>
        )}
        {session?.identificado && (
          <>
            <SignInPanel session={session} volver={paths.misTramites.path} />
            <FormError message={failure} />
            {entries === undefined && !failure && (
              <Loader size="sm" role="status" aria-label="Cargando tus trámites" />
            )}
            {discarded && (
              <Alert color="green" role="status" ref={discardedRef} tabIndex={-1}>
                {discarded}
              </Alert>
            )}
            {drafts.length > 0 && <SavedDrafts drafts={drafts} onDiscard={discard} />}
            {entries && (
              <Stack component="section" aria-labelledby="tramites-presentados" gap="sm">
                <Title order={2} size="h3" id="tramites-presentados">
                  Trámites presentados
                </Title>
                {entries.length === 0 && (
                  <Text>
                    Aún no has presentado ningún trámite identificándote con Cl@ve.{' '}
                    <Anchor href={paths.tramites.path}>Ver los trámites</Anchor>
                  </Text>
                )}
                {entries.map((entry) => (
                  <EntryCard key={entry.id} entry={entry} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Page>
  );
}
