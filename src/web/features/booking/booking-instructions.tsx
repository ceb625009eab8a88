import { List, Paper, Table, Text, Title } from '@mantine/core';
import { headingAnchor } from '#shared/anchors.ts';
import {
  BOOKING_STEPS,
  blockLength,
  COURTS,
  EVENING_FROM,
  formatEuros,
  HOW_TO_HEADING as HOW_TO,
  PRICE_NOTE,
  PRICES_HEADING as PRICES,
} from '#shared/booking/index.ts';
import { ScrollRegion } from '#web/components/scroll-region/scroll-region.tsx';
import { TableHead } from '#web/components/table-head.tsx';

/** How booking works and what it costs, drawn from the same rules the server applies. */
export function BookingInstructions() {
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-labelledby={headingAnchor(HOW_TO)}>
      <Title order={2} size="h3" id={headingAnchor(HOW_TO)} mb="sm">
        {HOW_TO}
      </Title>
      <List type="ordered" spacing="xs" size="sm">
        {BOOKING_STEPS.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Title order={3} size="h4" mt="md" mb="xs" id={headingAnchor(PRICES)}>
        {PRICES}
      </Title>
      <ScrollRegion label="Tabla de precios por bloque" minWidth={340}>
        <Table withTableBorder fz="sm">
          <TableHead columns={['Pista', 'Bloque', 'Precio', `Desde las ${EVENING_FROM}`]} />
          <Table.Tbody>
            {COURTS.map((court) => (
              <Table.Tr key={court.id}>
                <Table.Th scope="row">{court.label}</Table.Th>
                <Table.Td>{blockLength(court.blockSlots)}</Table.Td>
                <Table.Td>{formatEuros(court.priceCents)}</Table.Td>
                <Table.Td>{formatEuros(court.eveningPriceCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Text size="xs" mt="xs">
        {PRICE_NOTE}
      </Text>
    </Paper>
  );
}
