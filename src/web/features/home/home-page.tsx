import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import featured from '#content/destacados.json';
import home from '#content/inicio.json';
import site from '#content/sitio.json';
import { getHref, paths } from '#web/app/paths.ts';
import { PageMeta } from '#web/components/page.tsx';
import { FeaturedServices } from '#web/features/info/index.ts';
import { NewsGrid } from '#web/features/news/index.ts';
import { HeroCarousel } from './hero-carousel.tsx';
import type { homeLoader } from './home-loader.ts';

export interface HomeContent {
  carrusel: Array<{ imagen: string; alt: string; etiqueta: string; texto: string; boton: string }>;
  noticias: { titulo: string; limite: number; verTodas: string };
  destacados: { titulo: string; verTodos: string };
}

function LatestNews() {
  const { items } = useLoaderData<typeof homeLoader>();
  if (items.length === 0) return <Text>Todavía no hay noticias publicadas.</Text>;
  return <NewsGrid items={items} headingOrder={3} />;
}

function HomeSection({
  id,
  title,
  linkText,
  href,
  children,
}: {
  id: string;
  title: string;
  linkText: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={id}>
          {title}
        </Title>
        <Anchor component={Link} to={href}>
          {linkText}
        </Anchor>
      </Group>
      {children}
    </section>
  );
}

/** The home page: its own layout (the council's name as h1, then the carousel, news and featured tiles). */
export default function HomePage() {
  const content: HomeContent = home;
  return (
    <Stack gap={48} py="xl" px={{ base: 'md', md: 'xl' }} maw={1200} mx="auto">
      <PageMeta
        title={paths.home.title}
        description={`Web municipal del ${site.ayuntamiento}: noticias, trámites en línea, reserva de pistas e información del pueblo.`}
      />
      <Title order={1}>{site.ayuntamiento}</Title>
      <HeroCarousel slides={content.carrusel} town={site.municipio} />
      <HomeSection
        id="inicio-noticias"
        title={content.noticias.titulo}
        linkText={content.noticias.verTodas}
        href={getHref('actualidad')}
      >
        <LatestNews />
      </HomeSection>
      <HomeSection
        id="inicio-destacados"
        title={content.destacados.titulo}
        linkText={content.destacados.verTodos}
        href={getHref('destacados')}
      >
        <FeaturedServices services={featured.servicios} />
      </HomeSection>
    </Stack>
  );
}
