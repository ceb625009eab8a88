import { Anchor, Card, Divider, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import legal from '#content/legal.json';
import site from '#content/sitio.json';
import { headingAnchor } from '#shared/anchors.ts';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { type LegalDocument, LegalDocumentSection } from './legal-document.tsx';

export type SiteInfo = typeof legal;

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/** /pie-de-web: contact, useful links and the legal texts (privacy, legal notice, accessibility statement). */
export function SiteInfoView({ content, identity = site }: { content: SiteInfo; identity?: typeof site }) {
  const documents: LegalDocument[] = content.documentos;
  return (
    <Page title={paths.pieDeWeb.title} description={content.descripcion} intro={content.introduccion}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mb="xl">
        <Card
          withBorder
          padding="lg"
          component="section"
          aria-labelledby={headingAnchor(content.contacto.titulo)}
        >
          <Title order={2} size="h3" id={headingAnchor(content.contacto.titulo)} mb="sm">
            {content.contacto.titulo}
          </Title>
          <Stack gap={4}>
            <Text fw={600}>{identity.ayuntamiento}</Text>
            <Text>{identity.direccion}</Text>
            <Anchor href={telHref(identity.telefono)}>Teléfono {identity.telefono}</Anchor>
            <Anchor href={`mailto:${identity.email}`}>{identity.email}</Anchor>
            <Text size="sm" mt="xs">
              {content.contacto.horario}
            </Text>
          </Stack>
        </Card>
        <Card withBorder padding="lg" component="nav" aria-labelledby="info-enlaces">
          <Title order={2} size="h3" id="info-enlaces" mb="sm">
            {content.enlaces.titulo}
          </Title>
          <List spacing="xs">
            <List.Item>
              <Anchor href={identity.enlaces.politicaPrivacidad} target="_blank" rel="noopener">
                {content.enlaces.politicaPrivacidad}
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor href={identity.enlaces.avisoLegal} target="_blank" rel="noopener">
                {content.enlaces.avisoLegal}
              </Anchor>
            </List.Item>
            {documents.map((document) => (
              <List.Item key={document.id}>
                <Anchor href={`#${document.id}`}>{document.titulo}</Anchor>
              </List.Item>
            ))}
            <List.Item>
              <Anchor href={identity.enlaces.mapaSitio} target="_blank" rel="noopener noreferrer">
                {content.enlaces.mapaSitio}
              </Anchor>
            </List.Item>
            {identity.redes.map((network) => (
              <List.Item key={network.clave}>
                <Anchor href={network.url} target="_blank" rel="noopener noreferrer">
                  {network.nombre}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Card>
      </SimpleGrid>
      <Stack gap="xl">
        {documents.map((document, index) => (
          <div key={document.id}>
            {index > 0 && <Divider mb="xl" />}
            <LegalDocumentSection document={document} />
          </div>
        ))}
      </Stack>
    </Page>
  );
}

export default function SiteInfoPage() {
  return <SiteInfoView content={legal} />;
}
