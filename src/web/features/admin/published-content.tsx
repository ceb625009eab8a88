import { Alert, Anchor, Button, Group, Loader, Stack, Table, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { adminApi, type Minutes, type NewsItem, type PlenaryVideo } from './admin-api.ts';
import { type Editing, EditPublication } from './edit-publication.tsx';
import { spanishLongDate } from './video-title.ts';

interface Row {
  key: string;
  label: string;
  href: string;
  remove: () => Promise<unknown>;
  /** Opens the edit form; absent for minutes, which have nothing to edit but their file. */
  edit?: Editing;
}

/** Beyond the spec: what is published, newest first, with edit (news, videos) and delete (asks first) per item. */
export function PublishedContent() {
  const [news, setNews] = useState<NewsItem[] | null>(null);
  const [minutes, setMinutes] = useState<Minutes[]>([]);
  const [videos, setVideos] = useState<PlenaryVideo[]>([]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  const load = useCallback(async () => {
    try {
      const [n, m, v] = await Promise.all([
        adminApi.listNews(),
        adminApi.listMinutes(),
        adminApi.listVideos(),
      ]);
      setNews(n);
      setMinutes(m);
      setVideos(v);
    } catch {
      setNews([]);
      setMessage({ ok: false, text: 'No se han podido cargar las publicaciones.' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function remove(row: Row) {
    if (!window.confirm(`¿Seguro que quieres borrar «${row.label}»? No se puede deshacer.`)) return;
    try {
      await row.remove();
      setMessage({ ok: true, text: `Se ha borrado «${row.label}».` });
      await load();
    } catch {
      setMessage({ ok: false, text: `No se ha podido borrar «${row.label}».` });
    }
  }

  if (news === null) return <Loader role="status" aria-label="Cargando publicaciones" />;

  if (editing) {
    return (
      <EditPublication
        key={`${editing.kind}${editing.item.id}`}
        editing={editing}
        onBack={() => {
          setMessage(null);
          setEditing(null);
        }}
        onSaved={(text) => {
          setEditing(null);
          setMessage({ ok: true, text });
          void load();
        }}
      />
    );
  }

  const sections: Array<{ title: string; rows: Row[] }> = [
    {
      title: 'Noticias',
      rows: news.map((n) => ({
        key: `n${n.id}`,
        label: n.titulo,
        href: `/noticia/${n.id}`,
        remove: () => adminApi.deleteNews(n.id),
        edit: { kind: 'noticia', item: n },
      })),
    },
    {
      title: 'Actas de pleno',
      rows: minutes.map((m) => ({
        key: `a${m.id}`,
        label: `${m.nombre} (${spanishLongDate(m.fechaSubida.slice(0, 10))})`,
        href: m.url,
        remove: () => adminApi.deleteMinutes(m.id),
      })),
    },
    {
      title: 'Vídeos de pleno',
      rows: videos.map((v) => ({
        key: `v${v.id}`,
        label: v.titulo,
        href: v.url,
        remove: () => adminApi.deleteVideo(v.id),
        edit: { kind: 'video', item: v },
      })),
    },
  ];

  return (
    <Stack>
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      {sections.map((section) => (
        <Stack key={section.title} gap="xs">
          <Title order={3}>{section.title}</Title>
          {section.rows.length === 0 ? (
            <p>No hay nada publicado.</p>
          ) : (
            <Table striped>
              <Table.Tbody>
                {section.rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>
                      <Anchor href={row.href} target="_blank" rel="noopener noreferrer">
                        {row.label}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Group justify="flex-end">
                        {row.edit && (
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => {
                              setMessage(null);
                              setEditing(row.edit ?? null);
                            }}
                            aria-label={`Editar «${row.label}»`}
                          >
                            Editar
                          </Button>
                        )}
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => void remove(row)}
                          aria-label={`Borrar «${row.label}»`}
                        >
                          Borrar
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
