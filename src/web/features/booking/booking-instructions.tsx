import { List, Paper, Table, Text, Title } from '@mantine/core';
import { headingAnchor } from '#shared/anchors.ts';
import { COURTS, EVENING_FROM, formatEuros, SELECTABLE_DAY_COUNT } from '#shared/booking/index.ts';
import { ScrollRegion } from '#web/components/scroll-region/scroll-region.tsx';
import { TableHead } from '#web/components/table-head.tsx';

/** '1 hora', '1 hora y media', '2 horas'… */
function blockLength(slots: number): string {
  const hours = Math.floor((slots * 30) / 60);
  const base = hours === 1 ? '1 hora' : `${hours} horas`;
  return slots % 2 === 1 ? `${base} y media` : base;
}

const HOW_TO = 'Cómo reservar';
const PRICES = 'Precios por bloque';

/** How booking works and what it costs, drawn from the same rules the server applies. */
export function BookingInstructions() {
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-labelledby={headingAnchor(HOW_TO)}>
      <Title order={2} size="h3" id={headingAnchor(HOW_TO)} mb="sm">
        {HOW_TO}
      </Title>
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>
          Elige la pista y el día. Puedes reservar para los próximos {SELECTABLE_DAY_COUNT} días a partir de
          mañana; si mañana es viernes, sábado o domingo, a partir del lunes siguiente.
        </List.Item>
        <List.Item>
          Pulsa la hora de inicio. Se marca un bloque completo y puedes añadir más bloques seguidos; pulsa un
          bloque del principio o del final para quitarlo.
        </List.Item>
        <List.Item>Escribe tu nombre completo y tu correo y pulsa «Reservar».</List.Item>
        <List.Item>
          Revisa el total y paga con tarjeta. Las horas quedan guardadas 30 minutos mientras pagas; te
          enviaremos la confirmación por correo.
        </List.Item>
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
        El precio lo fija la hora de inicio de la reserva.
      </Text>
    </Paper>
  );
}
