import { Alert, Badge, Button, Card, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TableHead } from '#web/components/table-head.tsx';
import { InboxFilters, type InboxFilterValues } from './inbox-filters.tsx';
import { type InboxAddressQuery, type InboxItem, type InboxPage, inboxApi } from './procedures-inbox-api.ts';
import { ReceivedProcedureDetail } from './received-procedure-detail.tsx';

const WHEN = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** The page and filters as kept in the address (`?pagina=2&estado=recibido&procedimiento=…&buscar=…`). */
function useInboxAddressQuery(): [InboxAddressQuery, (next: Partial<InboxAddressQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const pagina = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const estado = params.get('estado') ?? '';
  const procedimiento = params.get('procedimiento') ?? '';
  const buscar = params.get('buscar') ?? '';
  const query = useMemo(
    () => ({ pagina, estado, procedimiento, buscar }),
    [pagina, estado, procedimiento, buscar],
  );
  const update = (next: Partial<InboxAddressQuery>) => {
    const merged = { ...query, ...next };
    const search = new URLSearchParams();
    if (merged.pagina > 1) search.set('pagina', String(merged.pagina));
    for (const key of ['estado', 'procedimiento', 'buscar'] as const) {
      const value = merged[key];
      if (value) search.set(key, value);
    }
    setParams(search);
  };
  return [query, update];
}

/** A state as a full badge (never cut): staff read the whole word. */
function StateBadge({ label }: { label: string }) {
  return (
    <Badge variant="light" tt="none" style={{ minWidth: 'max-content', overflow: 'visible' }}>
      {label}
    </Badge>
  );
}

/**
 * 'Trámites recibidos': the council inbox, newest first, 20 a page, filtered by state and procedure and searched
 * by name, registry number or CSV (all kept in the address); a table on wide screens, cards on a phone.
 */
export function ReceivedProcedures() {
  const [query, setQuery] = useInboxAddressQuery();
  const [page, setPage] = useState<InboxPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  const load = useCallback(() => {
    inboxApi.list(query).then(setPage, () => setFailed(true));
  }, [query]);
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
  if (!page) return <Loader role="status" aria-label="Cargando los trámites recibidos" />;
  const pages = Math.max(1, Math.ceil(page.total / page.porPagina));
  const filters: InboxFilterValues = {
    estado: query.estado ?? '',
    procedimiento: query.procedimiento ?? '',
    buscar: query.buscar ?? '',
  };
  const filtered = Boolean(filters.estado || filters.procedimiento || filters.buscar);
  const view = (item: InboxItem) => (
    <Button size="xs" aria-label={`Ver el trámite ${item.registro}`} onClick={() => setOpen(item.id)}>
      Ver
    </Button>
  );
  return (
    <Stack>
      <InboxFilters
        value={filters}
        estados={page.estados}
        procedimientos={page.procedimientos}
        onChange={(next) => setQuery({ ...next, pagina: 1 })}
      />
      <Text size="sm" role="status">
        {page.total === 0
          ? filtered
            ? 'Ningún trámite cumple estos filtros.'
            : 'Todavía no se ha recibido ningún trámite.'
          : `${page.total} ${page.total === 1 ? 'trámite' : 'trámites'}${filtered ? ' con estos filtros' : ' recibidos'}, los más recientes primero.`}
      </Text>
      {page.total > 0 && (
        <>
          <Table striped visibleFrom="md">
            <TableHead
              columns={['Registro', 'Fecha', 'Procedimiento', 'Solicitante', 'Estado', 'Acciones']}
            />
            <Table.Tbody>
              {page.tramites.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.registro}</Table.Td>
                  <Table.Td>{WHEN.format(new Date(item.fecha))}</Table.Td>
                  <Table.Td>{item.procedimiento}</Table.Td>
                  <Table.Td>
                    {item.nombre ?? '—'}
                    {item.email && (
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {item.email}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <StateBadge label={labels[item.estado] ?? item.estado} />
                  </Table.Td>
                  <Table.Td>{view(item)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack hiddenFrom="md" gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
            {page.tramites.map((item) => (
              <Card key={item.id} withBorder component="li" padding="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={700}>{item.registro}</Text>
                  <StateBadge label={labels[item.estado] ?? item.estado} />
                </Group>
                <Text size="sm">{item.procedimiento}</Text>
                <Text size="sm">{item.nombre ?? '—'}</Text>
                <Text size="xs" c="dimmed">
                  {WHEN.format(new Date(item.fecha))}
                </Text>
                <Group justify="flex-end" mt="xs">
                  {view(item)}
                </Group>
              </Card>
            ))}
          </Stack>
        </>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={query.pagina}
            onChange={(pagina) => setQuery({ pagina })}
            aria-label="Páginas de trámites"
          />
        </Group>
      )}
    </Stack>
  );
}
