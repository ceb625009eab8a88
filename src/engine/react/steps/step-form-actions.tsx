import { Alert, Button, Group } from '@mantine/core';
import { SubmitButton } from '../submit-button.tsx';
import { UploadProgress } from '../upload-progress.tsx';
import type { SendProgress, SubmissionState } from '../use-submission.ts';

/**
 * The end of a form's last page (a one-page form, or the review of one in steps): the consent alert, the
 * upload progress and the submit button.
 */
export function ReviewActions({
  state,
  consent,
  consentAlert,
  progress,
}: {
  state: SubmissionState;
  consent: boolean;
  consentAlert: string | null;
  progress: SendProgress | null;
}) {
  return (
    <>
      {consentAlert && !consent && (
        <Alert role="alert" color="orange" mb="md">
          {consentAlert}
        </Alert>
      )}
      {progress && <UploadProgress id="progreso-envio" {...progress} />}
      <SubmitButton state={state} disabled={!consent} />
    </>
  );
}

/** A data step's button: on to the next step, or back to the review when the step was opened to change a field. */
export function ContinueAction({ changing }: { changing: boolean }) {
  return (
    <Group mt="lg">
      <Button type="submit" size="md">
        {changing ? 'Volver a la revisión' : 'Continuar'}
      </Button>
    </Group>
  );
}
