import { Button, Group, Loader } from '@mantine/core';
import type { SubmissionState } from './use-submission.ts';

const LABELS: Record<SubmissionState, string> = {
  inicial: 'Enviar solicitud',
  enviando: 'Enviando...',
  enviado: 'Enviado ✅',
};

/** The submit button: disabled while the signature box is unticked and while sending ('Enviando...'). */
export function SubmitButton({ state, disabled }: { state: SubmissionState; disabled: boolean }) {
  return (
    <Group mt="lg">
      <Button
        type="submit"
        size="md"
        disabled={disabled || state !== 'inicial'}
        leftSection={state === 'enviando' ? <Loader size="xs" color="gray" aria-hidden /> : undefined}
        aria-busy={state === 'enviando' || undefined}
      >
        {LABELS[state]}
      </Button>
    </Group>
  );
}
