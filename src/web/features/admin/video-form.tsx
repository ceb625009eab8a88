import { Text, TextInput } from '@mantine/core';
import { useInputState } from '@mantine/hooks';
import { ApiError } from '#web/api/client.ts';
import { SubmitForm, useSubmit } from '#web/components/form-messages/submit-form.tsx';
import { adminApi, type PlenaryVideo } from './admin-api.ts';
import { MESSAGES } from './messages.ts';
import { submitLabel } from './submit-label.ts';
import { videoTitle } from './video-title.ts';

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

interface Props {
  /** The published video to edit; without it the form registers a new one (SPEC 'Subir Video de Pleno'). */
  video?: PlenaryVideo;
  onPublished: (message: string) => void;
}

/**
 * Subir Video de Pleno: fecha and url required (url valid); the title is generated from the date.
 * Editing (beyond the spec) starts from the video's values and regenerates the title the same way.
 */
export function VideoForm({ video, onPublished }: Props) {
  const [fecha, setFecha] = useInputState(video?.fecha ?? '');
  const [url, setUrl] = useInputState(video?.url ?? '');
  const form = useSubmit(
    async () => {
      const body = { titulo: videoTitle(fecha), fecha, url: url.trim() };
      if (video) {
        await adminApi.updateVideo(video.id, body);
        onPublished(MESSAGES.videoUpdated);
      } else {
        await adminApi.publishVideo(body);
        onPublished(MESSAGES.videoOk);
      }
    },
    {
      check: () => (fecha && isWebUrl(url.trim())) || MESSAGES.videoMissing,
      failure: (caught) => {
        const detail =
          caught instanceof ApiError ? caught.mensaje : caught instanceof Error ? caught.message : '';
        return `${MESSAGES.videoFailedPrefix} ${detail}`.trim();
      },
    },
  );

  return (
    <SubmitForm form={form} label={submitLabel('Subir vídeo', video !== undefined, form.sending)} noValidate>
      <TextInput
        label="Fecha del pleno"
        name="fecha"
        type="date"
        required
        value={fecha}
        onChange={setFecha}
      />
      <TextInput
        label="URL del vídeo"
        name="url"
        type="url"
        placeholder="https://www.youtube.com/watch?v=…"
        required
        value={url}
        onChange={setUrl}
      />
      {fecha && <Text size="sm">Título: {videoTitle(fecha)}</Text>}
    </SubmitForm>
  );
}
