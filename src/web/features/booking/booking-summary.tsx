import { Table } from '@mantine/core';
import { type CourtId, formatDayLong, formatEuros, getCourt, timeRange } from '#shared/booking/index.ts';

interface BookingSummaryProps {
  pista: CourtId;
  dia: string;
  horas: readonly string[];
  /** euro cents */
  importe?: number;
  extraRows?: Array<[string, string]>;
  importeLabel?: string;
}

/** Court, day, time range (and amount) of a booking as a two-column table. */
export function BookingSummary({
  pista,
  dia,
  horas,
  importe,
  extraRows = [],
  importeLabel = 'Total',
}: BookingSummaryProps) {
  const rows: Array<[string, string]> = [
    ['Pista', getCourt(pista).label],
    ['Día', formatDayLong(dia)],
    ['Horario', timeRange(horas)],
    ...extraRows,
  ];
  if (importe !== undefined) rows.push([importeLabel, formatEuros(importe)]);
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={120} scope="row">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
