import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBallTennis,
  IconBuildingCommunity,
  IconFileText,
  IconHammer,
  IconHomeEdit,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { type ContentLink, contentHref } from './featured-link.ts';

export interface FeaturedService {
  titulo: string;
  descripcion: string;
  icono: string;
  enlace: ContentLink;
}

// Icon per tile key of content/destacados.json `icono`; an unknown key (even 'constructor') gets a document.
const ICONS = new Map([
  ['pistas', IconBallTennis],
  ['padron', IconUsers],
  ['obraMayor', IconBuildingCommunity],
  ['obraMenor', IconHammer],
  ['vivienda', IconHomeEdit],
]);

interface FeaturedServicesProps {
  services: FeaturedService[];
  headingOrder?: 2 | 3;
  /** Shows each description (the /destacados page); the home tiles keep only the title. */
  withDescription?: boolean;
}

/** Featured tiles: each one is a single link card (icon, title and, optionally, description). */
export function FeaturedServices({
  services,
  headingOrder = 3,
  withDescription = false,
}: FeaturedServicesProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
      {services.map((service) => {
        const Icon = ICONS.get(service.icono) ?? IconFileText;
        return (
          <Card
            key={service.titulo}
            component={Link}
            to={contentHref(service.enlace)}
            withBorder
            padding="lg"
          >
            <ThemeIcon size={48} radius="md" variant="light" mb="sm" aria-hidden>
              <Icon size={28} />
            </ThemeIcon>
            <Title order={headingOrder} size="h4">
              {service.titulo}
            </Title>
            {withDescription && (
              <Text size="sm" mt="xs">
                {service.descripcion}
              </Text>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
