import { Alert, Badge, Card, Grid, Image, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import businesses from '#content/empresas.json';
import { headingAnchor } from '#shared/anchors.ts';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { ContactLinks } from './contact-links.tsx';

export interface Business {
  id: string;
  nombre: string;
  sector: string;
  descripcion: string;
  imagen: { src: string; alt: string };
  email: string;
  telefono: string;
  web: string;
  direccion: string;
  /** 'izquierda' | 'derecha': which side the picture sits on from md up. */
  posicionImagen: string;
}

export interface Businesses {
  descripcion: string;
  introduccion: string;
  empresas: Business[];
  apoyo: { titulo: string; texto: string };
}

export function BusinessCard({ business }: { business: Business }) {
  const imageRight = business.posicionImagen === 'derecha';
  return (
    <Card
      withBorder
      padding="lg"
      component="article"
      data-posicion-imagen={imageRight ? 'derecha' : 'izquierda'}
    >
      <Grid gap="xl" align="center">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: imageRight ? 2 : 1 }}>
          <Image src={business.imagen.src} alt={business.imagen.alt} radius="md" loading="lazy" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: imageRight ? 1 : 2 }}>
          <Stack gap="sm">
            <Badge variant="light" size="lg">
              {business.sector}
            </Badge>
            <Title order={2} id={headingAnchor(business.nombre)}>
              {business.nombre}
            </Title>
            <Text>{business.descripcion}</Text>
            <ContactLinks contact={business} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

export function BusinessesView({ content }: { content: Businesses }) {
  return (
    <Page title={paths.empresas.title} description={content.descripcion} intro={content.introduccion}>
      <Stack gap="xl">
        {content.empresas.map((business) => (
          <BusinessCard key={business.id} business={business} />
        ))}
        <Alert variant="light" icon={<IconBuildingStore aria-hidden />} title={content.apoyo.titulo}>
          {content.apoyo.texto}
        </Alert>
      </Stack>
    </Page>
  );
}

export default function BusinessesPage() {
  return <BusinessesView content={businesses} />;
}
