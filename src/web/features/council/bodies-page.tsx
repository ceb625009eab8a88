import { Accordion, List, Stack, Title } from '@mantine/core';
import bodies from '#content/organos-gobierno.json';
import { headingAnchor } from '#shared/anchors.ts';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { useOpenFromHash } from '#web/components/section-anchor/use-hash-section.ts';

export interface GoverningBody {
  titulo: string;
  bloques: Array<{ etiqueta: string; miembros: string[] }>;
}

export interface GoverningBodies {
  descripcion: string;
  introduccion: string;
  organos: GoverningBody[];
}

/** Accordion with one body open at a time; clicking the open one closes it (Mantine's single mode). */
export function BodiesAccordion({ bodies: list }: { bodies: GoverningBody[] }) {
  const [opened = null] = useOpenFromHash(list.map((body) => body.titulo));
  return (
    <Accordion variant="separated" order={2} defaultValue={opened}>
      {list.map((body) => (
        <Accordion.Item key={body.titulo} value={body.titulo} id={headingAnchor(body.titulo)}>
          <Accordion.Control>{body.titulo}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="md">
              {body.bloques.map((block) => (
                <section key={block.etiqueta}>
                  <Title order={3} size="h5" mb={4}>
                    {block.etiqueta}
                  </Title>
                  <List>
                    {block.miembros.map((member) => (
                      <List.Item key={member}>{member}</List.Item>
                    ))}
                  </List>
                </section>
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export function BodiesView({ content }: { content: GoverningBodies }) {
  return (
    <Page title={paths.organosGobierno.title} description={content.descripcion} intro={content.introduccion}>
      <BodiesAccordion bodies={content.organos} />
    </Page>
  );
}

export default function BodiesPage() {
  return <BodiesView content={bodies} />;
}
