import { Container, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { expect } from 'storybook/test';
import { findProcedure } from '../catalogue/build-catalogue.ts';
import { catalogue } from '../catalogue/web-catalogue.ts';
import type { Procedure } from '../procedure.ts';
import { type SummarySection, summarize } from '../summary/summarize.ts';
import { type ProcedurePlayContext, storyProcedure } from './story-harness.tsx';

function Section({ section, level }: { section: SummarySection; level: 2 | 3 }) {
  return (
    <section aria-label={section.titulo}>
      <Title order={level} size={level === 2 ? 'h4' : 'h5'} mt="md">
        {section.titulo}
      </Title>
      {section.campos.length > 0 && (
        <Table>
          <Table.Tbody>
            {section.campos.map((field) => (
              <Table.Tr key={field.campo}>
                <Table.Th scope="row" w="40%">
                  {field.etiqueta}
                </Table.Th>
                <Table.Td>{field.valor}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {section.subsecciones.map((sub) => (
        <Section key={sub.titulo} section={sub} level={3} />
      ))}
    </section>
  );
}

/**
 * What the receipt PDF of a procedure says for its first schema example: the same summary (sections, labels,
 * values) the PDF prints, then the document slots and fixed legal texts. The PDF adds the registry number,
 * CSV and data-protection notice, which exist only once submitted.
 */
export function ReceiptPreview({ procedure }: { procedure: Procedure }) {
  const example = (procedure.schema.examples as Array<Record<string, unknown>> | undefined)?.[0] ?? {};
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <Text c="dimmed">Vista previa del justificante (con el primer ejemplo de schema.json)</Text>
        <Title order={1} size="h3">
          {procedure.titulo}
        </Title>
        {summarize(procedure, example).map((section) => (
          <Section key={section.titulo} section={section} level={2} />
        ))}
        {procedure.documentos.length > 0 && (
          <section aria-label="Documentos">
            <Title order={2} size="h4" mt="md">
              Documentos
            </Title>
            <List>
              {procedure.documentos.map((slot) => (
                <List.Item key={slot.clave}>{slot.nombre}</List.Item>
              ))}
            </List>
          </section>
        )}
        {procedure.textosLegales.map((legal) => (
          <section key={legal.titulo} aria-label={legal.titulo}>
            <Title order={2} size="h4" mt="md">
              {legal.titulo}
            </Title>
            <Text size="sm">{legal.texto}</Text>
          </section>
        ))}
      </Stack>
    </Paper>
  );
}

/** The receipt preview of one procedure of the catalogue (src/engine/generated/receipts.stories.tsx). */
export function ReceiptPreviewStory({ slug }: { slug: string }) {
  const procedure = findProcedure(catalogue, slug);
  if (!procedure) return <p>No existe el trámite «{slug}».</p>;
  return (
    <Container size="md" py="lg">
      <ReceiptPreview procedure={procedure} />
    </Container>
  );
}

/** Every receipt preview shows the procedure's title as its only h1 and at least one answered field. */
ReceiptPreviewStory.play = async ({ canvas, args }: ProcedurePlayContext) => {
  const procedure = storyProcedure(args.slug);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(procedure.titulo);
  await expect(canvas.getAllByRole('rowheader').length).toBeGreaterThan(0);
};
