import { Button, Card, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { OWN_DRAFT_PARAM } from '#engine/react/steps/draft-api.ts';
import { headingAnchor } from '#shared/anchors.ts';
import { SAVED_DRAFTS_HEADING, SAVED_DRAFTS_NOTE } from '#shared/sede/help-texts.ts';
import { ApiError } from '#web/api/client.ts';
import type { OwnDraft } from './resident-api.ts';

const SAVED = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  dateStyle: 'long',
  timeStyle: 'short',
});
const DAY = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'long' });

/** Where "Continuar" takes the resident: the form, which opens the draft with their session. */
export const continuePath = (draft: Pick<OwnDraft, 'slug' | 'id'>) =>
  `/tramites/${draft.slug}?${OWN_DRAFT_PARAM}=${draft.id}`;

function DraftCard({ draft, onDiscard }: { draft: OwnDraft; onDiscard: (draft: OwnDraft) => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const discardButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const titleId = `borrador-${draft.id}`;

  // Asking moves the focus to the confirmation; cancelling brings it back to "Descartar".
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (asked.current) discardButton.current?.focus();
  }, [confirming]);

  const discard = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onDiscard(draft);
    } catch (error) {
      setFailure(
        error instanceof ApiError ? error.mensaje : 'No se ha podido descartar la solicitud guardada.',
      );
      setBusy(false);
    }
  };

  return (
    <Card withBorder component="article" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {draft.procedimiento}
      </Title>
      <Text>
        Guardada el {SAVED.format(new Date(draft.guardadoEn))}, en el paso {draft.paso} de {draft.pasos}:{' '}
        {draft.pasoTitulo}.
      </Text>
      <Text size="sm">Se borrará el {DAY.format(new Date(draft.caducaEn))} si no la envías antes.</Text>
      {confirming ? (
        <Paper withBorder p="sm" mt="sm" role="group" aria-labelledby={`${titleId}-descartar`}>
          <Text fw={700} id={`${titleId}-descartar`}>
            ¿Quieres descartar esta solicitud guardada?
          </Text>
          <Text size="sm">
            Se borrarán tus respuestas y tus archivos, y el enlace que te enviamos por correo dejará de
            servir. No se puede deshacer.
          </Text>
          {failure && (
            <Text role="alert" c="red.9" size="sm" mt="xs">
              {failure}
            </Text>
          )}
          <Group mt="sm">
            <Button ref={confirmButton} color="red.9" loading={busy} onClick={() => void discard()}>
              Sí, descartarla
            </Button>
            <Button variant="default" disabled={busy} onClick={() => setConfirming(false)}>
              No, conservarla
            </Button>
          </Group>
        </Paper>
      ) : (
        <Group mt="sm">
          <Button component={Link} to={continuePath(draft)}>
            Continuar<VisuallyHidden> «{draft.procedimiento}»</VisuallyHidden>
          </Button>
          <Button
            ref={discardButton}
            variant="default"
            onClick={() => {
              asked.current = true;
              setConfirming(true);
            }}
          >
            Descartar<VisuallyHidden> «{draft.procedimiento}»</VisuallyHidden>
          </Button>
        </Group>
      )}
    </Card>
  );
}

/** The section's anchor, as the assistant's citations of it name it. */
const SAVED_DRAFTS_ANCHOR = headingAnchor(SAVED_DRAFTS_HEADING);

/** "Solicitudes guardadas": the forms the resident saved to finish later, to continue or discard. */
export function SavedDrafts({
  drafts,
  onDiscard,
}: {
  drafts: OwnDraft[];
  onDiscard: (draft: OwnDraft) => Promise<void>;
}) {
  return (
    <Stack component="section" aria-labelledby={SAVED_DRAFTS_ANCHOR} gap="sm">
      <Title order={2} size="h3" id={SAVED_DRAFTS_ANCHOR}>
        {SAVED_DRAFTS_HEADING}
      </Title>
      <Text>{SAVED_DRAFTS_NOTE}</Text>
      {drafts.map((draft) => (
        <DraftCard key={draft.id} draft={draft} onDiscard={onDiscard} />
      ))}
    </Stack>
  );
}
