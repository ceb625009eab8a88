import { Button, Image, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FilePicker } from '#engine/react/file-picker.tsx';
import { UploadProgress, useUploadProgress } from '#engine/react/upload-progress.tsx';
import { ApiError } from '#web/api/client.ts';
import { FormError } from '#web/components/form-messages/form-messages.tsx';
import { adminApi, type NewsItem } from './admin-api.ts';
import { MESSAGES } from './messages.ts';
import { submitLabel } from './submit-label.ts';
import { newsImageProblem } from './upload-rules.ts';

interface Props {
  /** The published item to edit; without it the form uploads a new one (SPEC 'Subir Noticia'). */
  item?: NewsItem;
  onPublished: (message: string) => void;
}

/**
 * Subir Noticia: titulo, imagen (image files only) and contenido, all required.
 * Editing (beyond the spec) starts from the item's values; the image is then optional and replaces the current one.
 */
export function NewsForm({ item, onPublished }: Props) {
  const editing = item !== undefined;
  const [titulo, setTitulo] = useState(item?.titulo ?? '');
  const [contenido, setContenido] = useState(item?.contenido ?? '');
  const [imagen, setImagen] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { progress, track } = useUploadProgress();
  const failed = editing ? MESSAGES.newsUpdateFailed : MESSAGES.newsFailed;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const problems: Record<string, string> = {
      ...(titulo.trim() ? {} : { titulo: 'Escribe el título de la noticia.' }),
      ...(contenido.trim() ? {} : { contenido: 'Escribe el texto de la noticia.' }),
      ...(imagen || editing ? {} : { imagen: 'Elige la imagen de la noticia (JPEG, PNG o WebP).' }),
    };
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const fields = { titulo: titulo.trim(), contenido };
    setSending(true);
    try {
      if (item) {
        await track((onProgress) => adminApi.updateNews(item.id, fields, imagen, onProgress));
        onPublished(MESSAGES.newsUpdated);
      } else if (imagen) {
        // Always here: a new item without an image was stopped above.
        await track((onProgress) => adminApi.publishNews(fields, imagen, onProgress));
        onPublished(MESSAGES.newsOk);
      }
    } catch (caught) {
      // The spec's fixed sentence, then what the server refused.
      const detail = caught instanceof ApiError ? ` ${caught.mensaje}` : '';
      setError(`${failed}${editing ? '' : ':'}${detail}`);
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={error} />
        <TextInput
          label="Título"
          name="titulo"
          required
          maxLength={200}
          error={fieldErrors.titulo}
          value={titulo}
          onChange={(e) => setTitulo(e.currentTarget.value)}
        />
        {item?.imagenPath && (
          <Stack gap={4}>
            <Text size="sm">Imagen actual:</Text>
            <Image
              src={item.imagenPath}
              alt={`Imagen actual de «${item.titulo}»`}
              h={120}
              w="auto"
              fit="contain"
            />
          </Stack>
        )}
        <FilePicker
          id="noticia-imagen"
          name="imagen"
          label={editing ? 'Imagen nueva (opcional)' : 'Imagen'}
          description={
            editing
              ? 'JPEG, PNG o WebP de hasta 10 MB; si no eliges ninguna, se mantiene la actual.'
              : 'JPEG, PNG o WebP de hasta 10 MB.'
          }
          accept="image/jpeg,image/png,image/webp"
          single
          required={!editing}
          disabled={sending}
          files={imagen ? [imagen] : []}
          onChange={(files) => setImagen(files[0] ?? null)}
          check={newsImageProblem}
          error={fieldErrors.imagen}
        />
        <Textarea
          label="Contenido"
          name="contenido"
          description="Cada salto de línea empieza un párrafo nuevo."
          required
          rows={8}
          error={fieldErrors.contenido}
          value={contenido}
          onChange={(e) => setContenido(e.currentTarget.value)}
        />
        {progress && (
          <UploadProgress id="progreso-noticia" {...progress} awaiting={MESSAGES.uploadAwaiting} />
        )}
        <Button type="submit" disabled={sending}>
          {submitLabel('Subir noticia', editing, sending)}
        </Button>
      </Stack>
    </form>
  );
}
