import { Badge, Table, Text } from '@mantine/core';
import activities from '#content/actividades.json';
import { paths } from '#web/app/paths.ts';
import { type IntroducedContent, Page } from '#web/components/page.tsx';
import { ScrollRegion } from '#web/components/scroll-region/scroll-region.tsx';
import { SectionAccordion } from '#web/components/section-anchor/section-accordion.tsx';
import { TableHead } from '#web/components/table-head.tsx';

export interface ActivityGroup {
  nombre: string;
  actividades: Array<{ nombre: string; dias: string; horario: string; lugar: string }>;
}

export interface Activities extends IntroducedContent {
  temporada: string;
  grupos: ActivityGroup[];
}

/** Collapsible groups (Infantil, Adultos, Mayores), each a table of activity, days, schedule and place. */
export function ActivitiesView({ content }: { content: Activities }) {
  return (
    <Page title={paths.actividades.title} description={content.descripcion}>
      <Badge size="xl" variant="light" mb="md">
        {content.temporada}
      </Badge>
      <Text mb="lg">{content.introduccion}</Text>
      <SectionAccordion sections={content.grupos}>
        {(group) => (
          <ScrollRegion label={`Tabla de actividades: ${group.nombre}`} minWidth={560}>
            <Table striped withTableBorder>
              <Table.Caption>
                Actividades del grupo {group.nombre}, {content.temporada.toLowerCase()}
              </Table.Caption>
              <TableHead columns={['Actividad', 'Días', 'Horario', 'Lugar']} />
              <Table.Tbody>
                {group.actividades.map((activity) => (
                  <Table.Tr key={activity.nombre}>
                    <Table.Th scope="row">{activity.nombre}</Table.Th>
                    <Table.Td>{activity.dias}</Table.Td>
                    <Table.Td>{activity.horario}</Table.Td>
                    <Table.Td>{activity.lugar}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </SectionAccordion>
    </Page>
  );
}

export default function ActivitiesPage() {
  return <ActivitiesView content={activities} />;
}
