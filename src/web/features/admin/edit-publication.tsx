import { Stack, Title } from '@mantine/core';
import type { NewsItem, PlenaryVideo } from './admin-api.ts';
import { BackButton } from './back-button.tsx';
import { NewsForm } from './news-form.tsx';
import { VideoForm } from './video-form.tsx';

/** What the management list is editing: a news item or a plenary video (minutes are replaced by upload + delete). */
export type Editing = { kind: 'noticia'; item: NewsItem } | { kind: 'video'; item: PlenaryVideo };

interface Props {
  editing: Editing;
  /** Back to the list without saving. */
  onBack: () => void;
  /** Saved: back to the list with this success message. */
  onSaved: (message: string) => void;
}

/** Beyond the spec: the upload forms, pre-filled, saving with PUT; a back button returns to the list. */
export function EditPublication({ editing, onBack, onSaved }: Props) {
  return (
    <Stack>
      <BackButton label="Volver a la lista" onClick={onBack} />
      <Title order={3}>{editing.kind === 'noticia' ? 'Editar noticia' : 'Editar vídeo de pleno'}</Title>
      {editing.kind === 'noticia' ? (
        <NewsForm item={editing.item} onPublished={onSaved} />
      ) : (
        <VideoForm
          video={{ ...editing.item, fecha: editing.item.fecha.slice(0, 10) }}
          onPublished={onSaved}
        />
      )}
    </Stack>
  );
}
