import { Card, Group, Image, List, SimpleGrid, Title } from '@mantine/core';
import corporation from '#content/corporacion.json';
import { headingAnchor } from '#shared/anchors.ts';
import { paths } from '#web/app/paths.ts';
import { type IntroducedContent, Page } from '#web/components/page.tsx';

export interface CouncilGroup {
  etiqueta: string;
  logo: { src: string; alt: string };
  miembros: string[];
}

export interface Corporation extends IntroducedContent {
  grupos: CouncilGroup[];
}

/** One block per council group (mayor first), as content/corporacion.json lists them. */
export function CorporationView({ content }: { content: Corporation }) {
  return (
    <Page title={paths.corporacion.title} description={content.descripcion} intro={content.introduccion}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {content.grupos.map((group) => (
          <Card key={group.etiqueta} withBorder padding="lg" component="section" aria-label={group.etiqueta}>
            <Group wrap="nowrap" mb="sm">
              <Image src={group.logo.src} alt={group.logo.alt} w={64} h={64} fit="contain" />
              <Title order={2} size="h4" id={headingAnchor(group.etiqueta)}>
                {group.etiqueta}
              </Title>
            </Group>
            <List spacing="xs">
              {group.miembros.map((member) => (
                <List.Item key={member}>{member}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </Page>
  );
}

export default function CorporationPage() {
  return <CorporationView content={corporation} />;
}
