import { Anchor, Stack, Text, Title } from '@mantine/core';
import { headingAnchor } from '#shared/anchors.ts';
import { fillSitePlaceholders } from './site-placeholders.ts';

export interface LegalDocument {
  id: string;
  titulo: string;
  pdf: string;
  secciones: Array<{ titulo: string; parrafos: string[] }>;
}

/**
 * One legal text as an anchored section (/pie-de-web#{id}), with a link to the same text as PDF; each of its headings
 * is anchored too (/pie-de-web#tus-derechos), where the assistant's citations and the site search land.
 */
export function LegalDocumentSection({ document }: { document: LegalDocument }) {
  return (
    <section
      id={document.id}
      aria-labelledby={headingAnchor(document.titulo)}
      style={{ scrollMarginTop: 80 }}
    >
      <Title order={2} id={headingAnchor(document.titulo)} mb="xs">
        {document.titulo}
      </Title>
      <Anchor href={document.pdf} target="_blank" rel="noopener" size="sm">
        Descargar «{document.titulo}» en PDF
      </Anchor>
      <Stack gap="sm" mt="md">
        {document.secciones.map((section) => (
          <div key={section.titulo}>
            <Title
              order={3}
              size="h5"
              mb={4}
              id={headingAnchor(section.titulo)}
              style={{ scrollMarginTop: 80 }}
            >
              {section.titulo}
            </Title>
            {section.parrafos.map((text) => (
              <Text key={text} mb="xs">
                {fillSitePlaceholders(text)}
              </Text>
            ))}
          </div>
        ))}
      </Stack>
    </section>
  );
}
