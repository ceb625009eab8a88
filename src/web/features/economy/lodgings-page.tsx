import { Badge, Card, Grid, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import lodgings from '#content/alojamientos.json';
import { headingAnchor } from '#shared/anchors.ts';
import { paths } from '#web/app/paths.ts';
import { Carousel } from '#web/components/carousel/carousel.tsx';
import { Page } from '#web/components/page.tsx';
import { ContactLinks } from './contact-links.tsx';

/** SPEC §5: a 50 px horizontal drag changes the lodging photo. */
export const LODGING_SWIPE_PX = 50;

export interface Lodging {
  id: string;
  nombre: string;
  tipo: string;
  descripcion: string[];
  email: string;
  telefono: string;
  web: string;
  instagram: string;
  direccion: string;
  registroTuristico: string;
  sector: string;
  mapa: string;
  imagenes: Array<{ src: string; alt: string }>;
}

export interface Lodgings {
  descripcion: string;
  introduccion: string;
  textoMapa: string;
  alojamientos: Lodging[];
}

export function LodgingCard({ lodging, mapText }: { lodging: Lodging; mapText: string }) {
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingAnchor(lodging.nombre)}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Carousel
            slides={lodging.imagenes}
            label={`Fotos de ${lodging.nombre}`}
            itemName="imagen"
            slideLabel={(image) => image.alt}
            swipeThresholdPx={LODGING_SWIPE_PX}
            renderSlide={(image, index) => (
              <Image
                src={image.src}
                alt={image.alt}
                draggable={false}
                loading={index === 0 ? 'eager' : 'lazy'}
                style={{ aspectRatio: '4 / 3', objectFit: 'cover', width: '100%' }}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Title order={2} id={headingAnchor(lodging.nombre)}>
              {lodging.nombre}
            </Title>
            <Group gap="xs">
              <Badge variant="filled">{lodging.tipo}</Badge>
              <Badge variant="light">{lodging.sector}</Badge>
            </Group>
            <List>
              {lodging.descripcion.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            <ContactLinks contact={{ ...lodging, textoMapa: mapText }} />
            <Text size="sm" c="dimmed">
              Registro de Turismo: {lodging.registroTuristico}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

export function LodgingsView({ content }: { content: Lodgings }) {
  return (
    <Page title={paths.alojamientos.title} description={content.descripcion} intro={content.introduccion}>
      <Stack gap="xl">
        {content.alojamientos.map((lodging) => (
          <LodgingCard key={lodging.id} lodging={lodging} mapText={content.textoMapa} />
        ))}
      </Stack>
    </Page>
  );
}

export default function LodgingsPage() {
  return <LodgingsView content={lodgings} />;
}
