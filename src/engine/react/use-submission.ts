import { useCallback, useEffect, useRef, useState } from 'react';
import type { Procedure } from '../procedure.ts';
import { type FormFiles, toMultipart } from '../wire/multipart.ts';
import { downloadBlob } from './download.ts';

/** The states of every procedure form (SPEC §4). */
export type SubmissionState = 'inicial' | 'enviando' | 'enviado';

/** How long the success state stays before the form is back to 'inicial' (SPEC §9). */
export const SUCCESS_MS = 5000;

/**
 * Sends a submission as multipart to `/api` + procedure.api and downloads the PDF the server answers under
 * procedure.pdf. Failure → back to 'inicial' at once, with the procedure's alert (window.alert and `failure`).
 */
export function useSubmission(procedure: Procedure, apiBase: string, onSuccess: () => void) {
  const [state, setState] = useState<SubmissionState>('inicial');
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useCallback(
    async (data: Record<string, unknown>, files: FormFiles<File>) => {
      setState('enviando');
      setFailure(null);
      try {
        const response = await fetch(`${apiBase}${procedure.api}`, {
          method: 'POST',
          body: toMultipart(data, files),
          credentials: 'include',
        });
        if (!response.ok) {
          const text = await response.text().catch(() => '');
          throw new Error(text || `Error ${response.status}`);
        }
        downloadBlob(await response.blob(), procedure.pdf);
        setState('enviado');
        onSuccess();
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setState('inicial'), SUCCESS_MS);
      } catch (error) {
        console.error(`Envío de ${procedure.slug} fallido:`, error);
        setState('inicial');
        setFailure(procedure.mensajes.error);
        window.alert(procedure.mensajes.error);
      }
    },
    [apiBase, procedure, onSuccess],
  );
  return { state, failure, submit };
}
