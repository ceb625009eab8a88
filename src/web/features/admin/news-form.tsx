import { Image, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useInputState } from '@mantine/hooks';
import { useState } from 'react';
import { FilePicker } from '#engine/react/file-picker.tsx';
import { UploadProgress, useUploadProgress } from '#engine/react/upload-progress.tsx';
import { ApiError } from '#web/api/client.ts';
import { SubmitForm, useSubmit } from '#web/components/form-messages/submit-form.tsx';
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
  const [titulo, setTitulo] = useInputState(item?.titulo ?? '');
  const [contenido, setContenido] = useInputState(item?.contenido ?? '');
  const [imagen, setImagen] = useState<File | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { progress, track } = useUploadProgress();
  const failed = editing ? MESSAGES.newsUpdateFailed : MESSAGES.newsFailed;
  const form = useSubmit(
    async () => {
      const fields = { titulo: titulo.trim(), contenido };
      if (item) {
        await track((onProgress) => adminApi.updateNews(item.id, fields, imagen, onProgress));
        onPublished(MESSAGES.newsUpdated);
      } else if (imagen) {
        // Always here: a new item without an image was stopped by the check.
        await track((onProgress) => adminApi.publishNews(fields, imagen, onProgress));
        onPublished(MESSAGES.newsOk);
      }
    },
    {
      check: () => {
        const problems: Record<string, string> = {
          ...(titulo.trim() ? {} : { titulo: 'Escribe el título de la noticia.' }),
          ...(contenido.trim() ? {} : { contenido: 'Escribe el texto de la noticia.' }),
          ...(imagen || editing ? {} : { imagen: 'Elige la imagen de la noticia (JPEG, PNG o WebP).' }),
        };
        setFieldErrors(problems);
        return Object.keys(problems).length === 0;
      },
      // The spec's fixed sentence, then what the server refused.
      failure: (caught) =>
        `${failed}${editing ? '' : ':'}${caught instanceof ApiError ? ` ${caught.mensaje}` : ''}`,
    },
  );
  const { sending } = form;

  return (
    <SubmitForm form={form} label={submitLabel('Subir noticia', editing, sending)} noValidate>
      <TextInput
        label="Título"
        name="titulo"
        required
        maxLength={200}
        error={fieldErrors.titulo}
        value={titulo}
        onChange={setTitulo}
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
        onChange={setContenido}
      />
      {progress && <UploadProgress id="progreso-noticia" {...progress} awaiting={MESSAGES.uploadAwaiting} />}
    </SubmitForm>
  );
}
