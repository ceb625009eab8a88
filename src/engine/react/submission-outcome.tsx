import { Alert } from '@mantine/core';
import { SUCCESS_TEXT } from './form-parts.ts';
import type { SubmissionState } from './use-submission.ts';

/** What became of the last submission: the procedure's failure alert, or SPEC §8's success text. */
export function SubmissionOutcome({ failure, state }: { failure: string | null; state: SubmissionState }) {
  return (
    <>
      {failure && (
        <Alert role="alert" color="red" mb="md" title="No se ha podido enviar">
          {failure}
        </Alert>
      )}
      {state === 'enviado' && (
        <Alert role="status" color="green" mb="md">
          {SUCCESS_TEXT}
        </Alert>
      )}
    </>
  );
}
