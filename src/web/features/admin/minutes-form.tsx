import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FilePicker } from '#engine/react/file-picker.tsx';
import { UploadProgress, useUploadProgress } from '#engine/react/upload-progress.tsx';
import { ApiError } from '#web/api/client.ts';
import { FormError } from '#web/components/form-messages/form-messages.tsx';
import { adminApi } from './admin-api.ts';
import { MESSAGES } from './messages.ts';
import { minutesProblem } from './upload-rules.ts';

/** Subir Acta de Pleno: one PDF file, required; what is wrong is said before sending, in Spanish. */
export function MinutesForm({ onPublished }: { onPublished: (message: string) => void }) {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const { progress, track } = useUploadProgress();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!archivo) {
      setFieldError('Elige el archivo PDF del acta.');
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      await track((onProgress) => adminApi.publishMinutes({}, archivo, onProgress));
      onPublished(MESSAGES.minutesOk);
    } catch (caught) {
      // The spec's sentence, then what the server refused.
      setError(
        caught instanceof ApiError ? `${MESSAGES.minutesFailed}: ${caught.mensaje}` : MESSAGES.minutesFailed,
      );
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={error} />
        <FilePicker
          id="acta-archivo"
          name="archivo"
          label="Archivo PDF del acta"
          description="Un documento PDF de hasta 30 MB."
          accept="application/pdf,.pdf"
          single
          required
          disabled={sending}
          files={archivo ? [archivo] : []}
          onChange={(files) => {
            setArchivo(files[0] ?? null);
            setFieldError(undefined);
          }}
          check={minutesProblem}
          error={fieldError}
        />
        {progress && <UploadProgress id="progreso-acta" {...progress} awaiting={MESSAGES.uploadAwaiting} />}
        <Button type="submit" disabled={sending}>
          {sending ? 'Subiendo...' : 'Subir acta'}
        </Button>
      </Stack>
    </form>
  );
}
