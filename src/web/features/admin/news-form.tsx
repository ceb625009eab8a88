import { Alert, Button, FileInput, Image, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '#web/api/client.ts';
import { adminApi, type NewsItem } from './admin-api.ts';
import { MESSAGES } from './messages.ts';
import { submitLabel } from './submit-label.ts';

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
  const failed = editing ? MESSAGES.newsUpdateFailed : MESSAGES.newsFailed;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const imageOk = imagen ? imagen.type.startsWith('image/') : editing;
    if (!titulo.trim() || !contenido.trim() || !imageOk) {
      setError(failed);
      return;
    }
    const form = new FormData();
    form.append('titulo', titulo.trim());
    form.append('contenido', contenido);
    if (imagen) form.append('imagen', imagen);
    setSending(true);
    try {
      if (item) {
        await adminApi.updateNews(item.id, form);
        onPublished(MESSAGES.newsUpdated);
      } else {
        await adminApi.publishNews(form);
        onPublished(MESSAGES.newsOk);
      }
    } catch (caught) {
      // The upload keeps the spec's fixed sentence; an edit also says what the server refused.
      const detail = editing && caught instanceof ApiError ? ` ${caught.mensaje}` : '';
      setError(`${failed}${detail}`);
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Título"
          name="titulo"
          required
          maxLength={200}
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
        <FileInput
          label={editing ? 'Imagen nueva (opcional)' : 'Imagen'}
          name="imagen"
          description={
            editing ? 'JPEG, PNG o WebP; si no eliges ninguna, se mantiene la actual.' : 'JPEG, PNG o WebP'
          }
          accept="image/jpeg,image/png,image/webp"
          required={!editing}
          clearable
          clearButtonProps={{ 'aria-label': 'Quitar la imagen' }}
          value={imagen}
          onChange={setImagen}
        />
        <Textarea
          label="Contenido"
          name="contenido"
          description="Cada salto de línea empieza un párrafo nuevo."
          required
          rows={8}
          value={contenido}
          onChange={(e) => setContenido(e.currentTarget.value)}
        />
        <Button type="submit" disabled={sending}>
          {submitLabel('Subir noticia', editing, sending)}
        </Button>
      </Stack>
    </form>
  );
}
