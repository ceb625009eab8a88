import { useState } from 'react';
import { FilePicker } from '#engine/react/file-picker.tsx';
import { UploadProgress, useUploadProgress } from '#engine/react/upload-progress.tsx';
import { ApiError } from '#web/api/client.ts';
import { SubmitForm, useSubmit } from '#web/components/form-messages/submit-form.tsx';
import { adminApi } from './admin-api.ts';
import { MESSAGES } from './messages.ts';
import { minutesProblem } from './upload-rules.ts';

/** Subir Acta de Pleno: one PDF file, required; what is wrong is said before sending, in Spanish. */
export function MinutesForm({ onPublished }: { onPublished: (message: string) => void }) {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const { progress, track } = useUploadProgress();
  const form = useSubmit(
    async () => {
      // Always there: the check stops a form without one.
      if (archivo) {
        await track((onProgress) => adminApi.publishMinutes({}, archivo, onProgress));
        onPublished(MESSAGES.minutesOk);
      }
    },
    {
      check: () => {
        setFieldError(archivo ? undefined : 'Elige el archivo PDF del acta.');
        return archivo !== null;
      },
      // The spec's sentence, then what the server refused.
      failure: (caught) =>
        caught instanceof ApiError ? `${MESSAGES.minutesFailed}: ${caught.mensaje}` : MESSAGES.minutesFailed,
    },
  );

  return (
    <SubmitForm form={form} label={form.sending ? 'Subiendo...' : 'Subir acta'} noValidate>
      <FilePicker
        id="acta-archivo"
        name="archivo"
        label="Archivo PDF del acta"
        description="Un documento PDF de hasta 30 MB."
        accept="application/pdf,.pdf"
        single
        required
        disabled={form.sending}
        files={archivo ? [archivo] : []}
        onChange={(files) => {
          setArchivo(files[0] ?? null);
          setFieldError(undefined);
        }}
        check={minutesProblem}
        error={fieldError}
      />
      {progress && <UploadProgress id="progreso-acta" {...progress} awaiting={MESSAGES.uploadAwaiting} />}
    </SubmitForm>
  );
}
