import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '#web/api/client.ts';
import { FormError } from '#web/components/form-messages/form-messages.tsx';
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
  const [fecha, setFecha] = useState(video?.fecha ?? '');
  const [url, setUrl] = useState(video?.url ?? '');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!fecha || !url.trim() || !isWebUrl(url.trim())) {
      setError(MESSAGES.videoMissing);
      return;
    }
    const body = { titulo: videoTitle(fecha), fecha, url: url.trim() };
    setSending(true);
    try {
      if (video) {
        await adminApi.updateVideo(video.id, body);
        onPublished(MESSAGES.videoUpdated);
      } else {
        await adminApi.publishVideo(body);
        onPublished(MESSAGES.videoOk);
      }
    } catch (caught) {
      const detail =
        caught instanceof ApiError ? caught.mensaje : caught instanceof Error ? caught.message : '';
      setError(`${MESSAGES.videoFailedPrefix} ${detail}`.trim());
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={error} />
        <TextInput
          label="Fecha del pleno"
          name="fecha"
          type="date"
          required
          value={fecha}
          onChange={(e) => setFecha(e.currentTarget.value)}
        />
        <TextInput
          label="URL del vídeo"
          name="url"
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          required
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
        />
        {fecha && <Text size="sm">Título: {videoTitle(fecha)}</Text>}
        <Button type="submit" disabled={sending}>
          {submitLabel('Subir vídeo', video !== undefined, sending)}
        </Button>
      </Stack>
    </form>
  );
}
