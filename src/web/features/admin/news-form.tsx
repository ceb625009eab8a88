import { Alert, Button, FileInput, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { adminApi } from './admin-api.ts';
import { MESSAGES } from './messages.ts';

/** Subir Noticia: titulo, imagen (image files only) and contenido, all required. */
export function NewsForm({ onPublished }: { onPublished: (message: string) => void }) {
  const [titulo, setTitulo] = useState('');
  const [contenido, setContenido] = useState('');
  const [imagen, setImagen] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!titulo.trim() || !contenido.trim() || !imagen?.type.startsWith('image/')) {
      setError(MESSAGES.newsFailed);
      return;
    }
    const form = new FormData();
    form.append('titulo', titulo.trim());
    form.append('contenido', contenido);
    form.append('imagen', imagen);
    setSending(true);
    try {
      await adminApi.publishNews(form);
      onPublished(MESSAGES.newsOk);
    } catch {
      setError(MESSAGES.newsFailed);
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
        <FileInput
          label="Imagen"
          name="imagen"
          description="JPEG, PNG o WebP"
          accept="image/jpeg,image/png,image/webp"
          required
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
          {sending ? 'Subiendo...' : 'Subir noticia'}
        </Button>
      </Stack>
    </form>
  );
}
