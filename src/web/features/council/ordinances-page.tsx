import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import ordinances from '#content/ordenanzas.json';
import { paths } from '#web/app/paths.ts';
import { type IntroducedContent, Page } from '#web/components/page.tsx';
import { SectionAccordion } from '#web/components/section-anchor/section-accordion.tsx';
import { documentFormat, ordinanceUrl } from './ordinance-files.ts';

export interface OrdinanceCategory {
  nombre: string;
  documentos: Array<{ titulo: string; archivo: string }>;
}

export interface Ordinances extends IntroducedContent {
  categorias: OrdinanceCategory[];
}

/** Collapsible categories (several may be open) listing each document with its format. */
export function OrdinancesView({ content }: { content: Ordinances }) {
  return (
    <Page title={paths.ordenanzas.title} description={content.descripcion} intro={content.introduccion}>
      <SectionAccordion sections={content.categorias}>
        {(category) => (
          <List spacing="sm" listStyleType="none">
            {category.documentos.map((doc) => {
              const format = documentFormat(doc.archivo);
              return (
                <List.Item key={doc.archivo}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Badge variant="light" w={56} style={{ flexShrink: 0 }} aria-hidden>
                      {format}
                    </Badge>
                    <Anchor href={ordinanceUrl(doc.archivo)} target="_blank" rel="noopener">
                      {doc.titulo}
                      <Text span size="sm" c="dimmed">
                        {' '}
                        ({format}, se abre en una pestaña nueva)
                      </Text>
                    </Anchor>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
      </SectionAccordion>
    </Page>
  );
}

export default function OrdinancesPage() {
  return <OrdinancesView content={ordinances} />;
}
