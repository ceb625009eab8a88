import { Progress, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { sizeLabel } from './file-picker.tsx';
import type { SendProgress } from './use-submission.ts';

/** Screen readers hear the progress at these steps (per cent), not at every packet. */
const STEPS = [0, 25, 50, 75, 100];

export const percentOf = (sent: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;

/** The step a screen reader is told last: the highest one reached. */
export const announcedStep = (percent: number) => STEPS.filter((step) => step <= percent).at(-1) ?? 0;

interface Props extends SendProgress {
  id: string;
  /** What the live line says once every byte is sent: what the person waits for (a resident, the receipt). */
  awaiting?: string;
}

/**
 * Bytes sent of the total while a submission uploads: a progress bar (role progressbar with its value) and a
 * polite live line that only changes at 25 % steps, so a long upload on a slow line is followed, not recited.
 */
export function UploadProgress({ id, sent, total, awaiting = 'el justificante' }: Props) {
  const percent = percentOf(sent, total);
  const step = announcedStep(percent);
  return (
    <Stack gap={4} my="sm">
      <Text size="sm" id={`${id}-texto`}>
        Enviando: {sizeLabel(sent)} de {sizeLabel(total)} ({percent} %)
      </Text>
      <Progress.Root size="lg">
        <Progress.Section value={percent} aria-labelledby={`${id}-texto`} animated={percent < 100} />
      </Progress.Root>
      <Text aria-live="polite" style={VISUALLY_HIDDEN}>
        {step === 100 ? `Envío completado; esperando ${awaiting}.` : `Enviado el ${step} %.`}
      </Text>
    </Stack>
  );
}

/**
 * One upload's progress for a form that sends through the API client: `track` hands the send its
 * `onUploadProgress` and clears the progress when the send ends, answered or failed; `progress` is null
 * until the first bytes are reported, so the bar only shows while something is really on its way.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const track = useCallback(
    async <T,>(send: (onUploadProgress: (progress: SendProgress) => void) => Promise<T>) => {
      setProgress(null);
      try {
        return await send(setProgress);
      } finally {
        setProgress(null);
      }
    },
    [],
  );
  return { progress, track };
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
