import { Alert, Button, FileInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { adminApi } from './admin-api.ts';
import { MESSAGES } from './messages.ts';

/** Subir Acta de Pleno: one PDF file, required. */
export function MinutesForm({ onPublished }: { onPublished: (message: string) => void }) {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const isPdf = archivo && (archivo.type === 'application/pdf' || /\.pdf$/i.test(archivo.name));
    if (!archivo || !isPdf) {
      setError(MESSAGES.minutesFailed);
      return;
    }
    const form = new FormData();
    form.append('archivo', archivo);
    setSending(true);
    try {
      await adminApi.publishMinutes(form);
      onPublished(MESSAGES.minutesOk);
    } catch {
      setError(MESSAGES.minutesFailed);
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <FileInput
          label="Archivo PDF del acta"
          name="archivo"
          accept="application/pdf,.pdf"
          required
          clearable
          clearButtonProps={{ 'aria-label': 'Quitar el archivo' }}
          value={archivo}
          onChange={setArchivo}
        />
        <Button type="submit" disabled={sending}>
          {sending ? 'Subiendo...' : 'Subir acta'}
        </Button>
      </Stack>
    </form>
  );
}
