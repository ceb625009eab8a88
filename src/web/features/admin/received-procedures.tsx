import { Alert, Badge, Button, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { type InboxPage, inboxApi } from './procedures-inbox-api.ts';
import { ReceivedProcedureDetail } from './received-procedure-detail.tsx';

const WHEN = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** 'Trámites recibidos': the council inbox, newest first, 20 a page; a row opens its detail. */
export function ReceivedProcedures() {
  const [pagina, setPagina] = useState(1);
  const [page, setPage] = useState<InboxPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  const load = useCallback(() => {
    inboxApi.list(pagina).then(setPage, () => setFailed(true));
  }, [pagina]);
  useEffect(load, [load]);

  const labels = Object.fromEntries((page?.estados ?? []).map((e) => [e.valor, e.texto]));
  if (open !== null) {
    return (
      <ReceivedProcedureDetail id={open} labels={labels} onBack={() => setOpen(null)} onChanged={load} />
    );
  }
  if (failed)
    return (
      <Alert color="red" role="alert">
        No se han podido cargar los trámites recibidos.
      </Alert>
    );
  if (!page) return <Loader aria-label="Cargando los trámites recibidos" />;
  if (page.total === 0) return <Text>Todavía no se ha recibido ningún trámite.</Text>;
  const pages = Math.max(1, Math.ceil(page.total / page.porPagina));
  return (
    <Stack>
      <Text size="sm">{page.total} trámites recibidos, los más recientes primero.</Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Registro</Table.Th>
              <Table.Th>Fecha</Table.Th>
              <Table.Th>Procedimiento</Table.Th>
              <Table.Th>Solicitante</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th>Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.tramites.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.registro}</Table.Td>
                <Table.Td>{WHEN.format(new Date(item.fecha))}</Table.Td>
                <Table.Td>{item.procedimiento}</Table.Td>
                <Table.Td>
                  {item.nombre ?? '—'}
                  {item.email && (
                    <Text size="xs" c="dimmed">
                      {item.email}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">{labels[item.estado] ?? item.estado}</Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    aria-label={`Ver el trámite ${item.registro}`}
                    onClick={() => setOpen(item.id)}
                  >
                    Ver
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={pagina} onChange={setPagina} aria-label="Páginas de trámites" />
        </Group>
      )}
    </Stack>
  );
}
