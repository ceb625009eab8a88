import { useCallback, useEffect, useRef, useState } from 'react';
import type { Procedure } from '../procedure.ts';
import { type FormFiles, toMultipart } from '../wire/multipart.ts';
import { downloadBlob } from './download.ts';
import { idempotencyKeys, sendWithRetries, submissionSignature } from './idempotent-post.ts';

/** The states of every procedure form (SPEC §4). */
export type SubmissionState = 'inicial' | 'enviando' | 'enviado';

/** How long the success state stays before the form is back to 'inicial' (SPEC §9). */
export const SUCCESS_MS = 5000;

/** Bytes of the submission sent so far, of the total. */
export interface SendProgress {
  sent: number;
  total: number;
}

/**
 * Posts a procedure's multipart body to its API path with the given headers and answers the receipt PDF,
 * reporting the upload's progress. A non-2xx answer throws an error carrying its `status` (and, for a 503,
 * `retryAfter` in seconds when known); no answer at all throws a TypeError. The web passes its API client's;
 * the default uses fetch, with no progress.
 */
export type SendSubmission = (
  path: string,
  body: FormData,
  onProgress: (progress: SendProgress) => void,
  headers: Record<string, string>,
) => Promise<Blob>;

/** A non-2xx answer of `fetchSubmission`. */
class SubmissionError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter: number | undefined,
  ) {
    super(message);
  }
}

export const fetchSubmission =
  (apiBase: string): SendSubmission =>
  async (path, body, _onProgress, headers) => {
    const response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      body,
      credentials: 'include',
      headers,
    });
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      const retryAfter = response.headers.get('retry-after');
      throw new SubmissionError(
        response.status,
        text || `Error ${response.status}`,
        retryAfter === null ? undefined : Number(retryAfter),
      );
    }
    return response.blob();
  };

/**
 * Sends a submission as multipart to procedure.api and downloads the PDF the server answers under
 * procedure.pdf. Every attempt carries an Idempotency-Key, reused when the server is briefly unavailable (503,
 * lost connection) and when the person sends the same data again after a failure, so one entry is registered.
 * Failure → back to 'inicial' at once, with the procedure's alert (window.alert and `failure`).
 */
export function useSubmission(procedure: Procedure, send: SendSubmission, onSuccess: () => void) {
  const [state, setState] = useState<SubmissionState>('inicial');
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keys = useRef(idempotencyKeys());
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useCallback(
    async (data: Record<string, unknown>, files: FormFiles<File>, headers: Record<string, string> = {}) => {
      setState('enviando');
      setFailure(null);
      setProgress(null);
      try {
        const key = keys.current.keyFor(submissionSignature(data, files));
        const pdf = await sendWithRetries(() =>
          send(procedure.api, toMultipart(data, files), setProgress, { ...headers, 'Idempotency-Key': key }),
        );
        downloadBlob(pdf, procedure.pdf);
        keys.current.done();
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
    [send, procedure, onSuccess],
  );
  return { state, failure, submit, progress: state === 'enviando' ? progress : null };
}
