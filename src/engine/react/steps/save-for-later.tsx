import { Alert, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SAVE_FOR_LATER_NOTE, SAVE_LABEL } from '#shared/sede/help-texts.ts';

/**
 * Asks where to send the link and saves the form (its own small form, outside RJSF's). `onSave` resolves to
 * the server's confirmation or rejects with its Spanish sentence.
 */
export function SaveForLater({
  defaultEmail,
  onSave,
  onCancel,
}: {
  defaultEmail: string;
  onSave: (email: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [email, setEmail] = useState(defaultEmail);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setInvalid('Escribe un correo electrónico válido, como nombre@dominio.es.');
      return;
    }
    setSending(true);
    setInvalid(null);
    setFailure(null);
    try {
      await onSave(email.trim());
    } catch (error) {
      setFailure((error as Error).message);
      setSending(false);
    }
  };

  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="guardar-titulo">
      <form onSubmit={submit} noValidate>
        <Title order={3} size="h4" id="guardar-titulo" mb="xs">
          {SAVE_LABEL}
        </Title>
        <Text size="sm" mb="sm">
          {SAVE_FOR_LATER_NOTE}
        </Text>
        <TextInput
          ref={input}
          type="email"
          label="Tu correo electrónico"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={invalid ?? undefined}
          disabled={sending}
        />
        {failure && (
          <Alert role="alert" color="red" mt="sm">
            {failure}
          </Alert>
        )}
        <Group mt="md">
          <Button type="submit" loading={sending}>
            Enviar el enlace
          </Button>
          <Button type="button" variant="default" onClick={onCancel} disabled={sending}>
            Cancelar
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** What the resident sees once the form is saved: where the link went and how to carry on now. */
export function DraftSaved({ mensaje, onContinue }: { mensaje: string; onContinue: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert color="green" variant="light" mb="lg" role="status">
      <Title order={2} size="h3" ref={heading} tabIndex={-1} mb="xs" style={{ outline: 'none' }}>
        Tu solicitud está guardada
      </Title>
      <Text mb="md">{mensaje}</Text>
      <Text mb="md">Puedes cerrar esta página. Para seguir, abre el enlace del correo.</Text>
      <Button variant="default" onClick={onContinue}>
        Seguir rellenando ahora
      </Button>
    </Alert>
  );
}
