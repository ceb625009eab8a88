import { Accordion, Card, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { headingAnchor } from '#shared/anchors.ts';
import { TableHead } from '#web/components/table-head.tsx';
import type { HomeHelpJob } from './home-help-job.ts';

function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = headingAnchor(title);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

const paragraphs = (items: string[]) => items.map((text) => <Text key={text}>{text}</Text>);
const bullets = (items: string[]) => (
  <List spacing="xs">
    {items.map((item) => (
      <List.Item key={item}>{item}</List.Item>
    ))}
  </List>
);

/** The merit scoring as an accordion: one section per block, with its exact points per line. */
export function MeritScoring({ scoring }: { scoring: HomeHelpJob['secciones']['baremo'] }) {
  return (
    <>
      <Text fw={600}>{scoring.introduccion}</Text>
      <Accordion variant="contained" order={3}>
        {scoring.apartados.map((block) => (
          <Accordion.Item key={block.titulo} value={block.titulo}>
            <Accordion.Control>{block.titulo}</Accordion.Control>
            <Accordion.Panel>
              <Text mb="xs">{block.introduccion}</Text>
              <Table withTableBorder striped>
                <TableHead columns={['Mérito', 'Puntuación']} />
                <Table.Tbody>
                  {block.lineas.map((line) => (
                    <Table.Tr key={line.concepto}>
                      <Table.Td>{line.concepto}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.puntos}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {'nota' in block && block.nota && (
                <Text size="sm" mt="xs">
                  {block.nota}
                </Text>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}

/** The cards of the call, in the order a candidate reads them. */
export function JobSections({ job }: { job: HomeHelpJob }) {
  const s = job.secciones;
  return (
    <Stack gap="lg">
      <SectionCard title={s.convocatoria.titulo}>{paragraphs(s.convocatoria.parrafos)}</SectionCard>
      <SectionCard title={s.objeto.titulo}>{paragraphs(s.objeto.parrafos)}</SectionCard>
      <SectionCard title={s.funciones.titulo}>{bullets(s.funciones.lista)}</SectionCard>
      <SectionCard title={s.requisitos.titulo}>{bullets(s.requisitos.lista)}</SectionCard>
      <SectionCard title={s.documentos.titulo}>
        <Title order={3} size="h5">
          {s.documentos.obligatoriosTitulo}
        </Title>
        {bullets(s.documentos.obligatorios)}
        <Title order={3} size="h5">
          {s.documentos.opcionalesTitulo}
        </Title>
        {bullets(s.documentos.opcionales)}
        <Text size="sm">{s.documentos.nota}</Text>
      </SectionCard>
      <SectionCard title={s.baremo.titulo}>
        <MeritScoring scoring={s.baremo} />
      </SectionCard>
      <SectionCard title={s.presentacion.titulo}>
        <Text fw={600}>{job.plazoDetalle}</Text>
        {paragraphs(s.presentacion.parrafos)}
      </SectionCard>
    </Stack>
  );
}
