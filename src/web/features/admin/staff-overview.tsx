import { BarChart } from '@mantine/charts';
import { Alert, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { STATE_LABELS } from '#shared/submission-states.ts';
import { useRequest } from '#web/api/use-request.ts';
import { ScrollRegion } from '#web/components/scroll-region/scroll-region.tsx';
import { TableHead } from '#web/components/table-head.tsx';
import { byWeek, loadOverview } from './staff-overview-data.ts';

const COLORS = ['blue.7', 'teal.7', 'orange.7', 'grape.7', 'red.7', 'cyan.7', 'lime.8', 'pink.7', 'indigo.7'];

/** A chart for sighted staff (hidden from screen readers) and the same figures as a table for everyone. */
function ChartWithTable({
  title,
  data,
  names,
  unit,
}: {
  title: string;
  data: Array<Record<string, string | number>>;
  names: string[];
  unit?: string;
}) {
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {data.length === 0 ? (
        <Text size="sm">Sin datos en estas semanas.</Text>
      ) : (
        <>
          <div aria-hidden>
            <BarChart
              // The table below is the accessible version: the chart takes no focus (it is hidden from readers).
              barChartProps={{ accessibilityLayer: false }}
              h={240}
              data={data}
              dataKey="semana"
              type="stacked"
              unit={unit}
              withLegend
              series={names.map((name, i) => ({ name, color: COLORS[i % COLORS.length] ?? 'blue.7' }))}
            />
          </div>
          <ScrollRegion label={`Datos del gráfico: ${title}`} minWidth={320}>
            <Table striped withTableBorder>
              <Table.Caption>
                <VisuallyHidden>Datos del gráfico: </VisuallyHidden>
                {title}
              </Table.Caption>
              <TableHead columns={['Semana', ...names]} />
              <Table.Tbody>
                {data.map((row) => (
                  <Table.Tr key={String(row.semana)}>
                    <Table.Th scope="row">{row.semana}</Table.Th>
                    {names.map((name) => (
                      <Table.Td key={name}>
                        {String(row[name]).replace('.', ',')}
                        {unit ? ` ${unit.trim()}` : ''}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </>
      )}
    </Stack>
  );
}

/** 'Resumen': the staff overview with charts, each with its data table for screen readers. */
export function StaffOverview() {
  const load = useRequest('resumen', () => loadOverview());
  if (load.status === 'failed')
    return (
      <Alert color="red" role="alert">
        No se ha podido cargar el resumen.
      </Alert>
    );
  if (load.status !== 'done') return <Loader role="status" aria-label="Cargando el resumen" />;
  const overview = load.data;
  const procedures = byWeek(
    overview.tramitesPorProcedimiento,
    (r) => r.procedimiento,
    (r) => r.total,
  );
  const states = byWeek(
    overview.tramitesPorEstado,
    (r) => STATE_LABELS[r.estado],
    (r) => r.total,
  );
  const occupancy = byWeek(
    overview.reservas,
    (r) => r.pistaTexto,
    (r) => r.ocupacion,
  );
  const income = byWeek(
    overview.reservas,
    (r) => r.pistaTexto,
    (r) => r.euros,
  );
  return (
    <Stack gap="xl">
      <Text size="sm">Últimas {overview.semanas} semanas; las semanas empiezan en lunes.</Text>
      <ChartWithTable title="Trámites presentados por semana y procedimiento" {...procedures} />
      <ChartWithTable title="Trámites presentados por semana y estado actual" {...states} />
      <Stack gap="xs" component="section" aria-labelledby="tiempo-resolucion">
        <Title order={3} size="h4" id="tiempo-resolucion">
          Tiempo de «recibido» a «resuelto»
        </Title>
        {overview.resolucion.length === 0 ? (
          <Text size="sm">Todavía no se ha resuelto ningún trámite.</Text>
        ) : (
          <Table striped withTableBorder>
            <TableHead columns={['Procedimiento', 'Resueltos', 'Media (días)', 'Máximo (días)']} />
            <Table.Tbody>
              {overview.resolucion.map((row) => (
                <Table.Tr key={row.procedimiento}>
                  <Table.Th scope="row">{row.procedimiento}</Table.Th>
                  <Table.Td>{row.resueltos}</Table.Td>
                  <Table.Td>{String(row.media).replace('.', ',')}</Table.Td>
                  <Table.Td>{String(row.maximo).replace('.', ',')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <ChartWithTable title="Ocupación de las pistas por semana" unit="%" {...occupancy} />
      <ChartWithTable title="Ingresos de las pistas por semana" unit="€" {...income} />
    </Stack>
  );
}
