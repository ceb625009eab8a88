import { Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import facts from '#content/pueblo/datos-interes.json';
import { headingAnchor } from '#shared/anchors.ts';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { TableHead } from '#web/components/table-head.tsx';

export type TownFacts = typeof facts;

function Paragraphs({ items }: { items: string[] }) {
  return items.map((text) => <Text key={text}>{text}</Text>);
}

/** Geography, name origin, street list and demographics: a template over content/pueblo/datos-interes.json. */
/** One part of the page: a titled section, reachable at its title's anchor. */
function FactSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingAnchor(title)}>
      <Title order={2} id={headingAnchor(title)} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

export function FactsView({ content }: { content: TownFacts }) {
  const { geografia, nombre, calles, demografia } = content;
  return (
    <Page title={paths.datosInteres.title} description={content.descripcion}>
      <Stack gap="xl">
        <Image src={content.imagen.src} alt={content.imagen.alt} radius="md" mah={360} fit="cover" />
        <FactSection title={geografia.titulo}>
          <Stack gap="sm">
            <Paragraphs items={geografia.parrafos} />
            <Table withTableBorder variant="vertical" layout="fixed">
              <Table.Tbody>
                {geografia.datos.map((fact) => (
                  <Table.Tr key={fact.etiqueta}>
                    <Table.Th scope="row">{fact.etiqueta}</Table.Th>
                    <Table.Td>{fact.valor}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </FactSection>
        <FactSection title={nombre.titulo}>
          <Stack gap="sm">
            <Paragraphs items={nombre.parrafos} />
          </Stack>
        </FactSection>
        <FactSection title={calles.titulo}>
          <Text mb="sm">{calles.introduccion}</Text>
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {calles.lista.map((street) => (
              <li key={street}>{street}</li>
            ))}
          </SimpleGrid>
        </FactSection>
        <FactSection title={demografia.titulo}>
          <Stack gap="sm">
            <Paragraphs items={demografia.parrafos} />
            <Table withTableBorder striped maw={420}>
              <Table.Caption>{demografia.tabla.titulo}</Table.Caption>
              <TableHead columns={['Año', 'Habitantes']} />
              <Table.Tbody>
                {demografia.tabla.filas.map((row) => (
                  <Table.Tr key={row.anio}>
                    <Table.Td>{row.anio}</Table.Td>
                    <Table.Td>{row.habitantes}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </FactSection>
      </Stack>
    </Page>
  );
}

export default function FactsPage() {
  return <FactsView content={facts} />;
}
