import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import offers from '#content/empleo/ofertas.json';
import { headingAnchor } from '#shared/anchors.ts';
import { getHref, paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export interface JobOffer {
  id: string;
  titulo: string;
  descripcion: string;
  activo: boolean;
  fechaPublicacion: string;
  modalidad: string;
}

export interface JobOffers {
  descripcion: string;
  subtitulo: string;
  sinOfertas: string;
  ofertas: JobOffer[];
}

/** Offers with their own page; the one offer of the demo is the home-help job pool. */
const OFFER_PAGES: Record<string, string> = { 'auxiliar-ayuda-domicilio': getHref('empleoAuxiliar') };

export function JobOfferCard({ offer }: { offer: JobOffer }) {
  const href = OFFER_PAGES[offer.id];
  const canApply = offer.activo && href !== undefined;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingAnchor(offer.titulo)}>
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title order={2} size="h3" id={headingAnchor(offer.titulo)} style={{ flex: 1 }}>
          {offer.titulo}
        </Title>
        <Badge color={offer.activo ? '#1b5e20' : 'gray.7'} size="lg">
          {offer.activo ? 'ACTIVO' : 'CERRADO'}
        </Badge>
      </Group>
      <Text mb="sm">{offer.descripcion}</Text>
      <Group gap="lg" mb="md">
        <Text size="sm">
          <strong>Publicación:</strong> {offer.fechaPublicacion}
        </Text>
        <Text size="sm">
          <strong>Modalidad:</strong> {offer.modalidad}
        </Text>
      </Group>
      {canApply ? (
        <Button component={Link} to={href} w="fit-content">
          Solicitar
        </Button>
      ) : (
        <Button disabled w="fit-content">
          Solicitar
        </Button>
      )}
    </Card>
  );
}

export function JobsView({ content }: { content: JobOffers }) {
  return (
    <Page title={paths.empleo.title} description={content.descripcion}>
      <Text size="lg" mb="lg" c="dimmed">
        {content.subtitulo}
      </Text>
      {content.ofertas.length === 0 ? (
        <Text>{content.sinOfertas}</Text>
      ) : (
        <Stack gap="lg">
          {content.ofertas.map((offer) => (
            <JobOfferCard key={offer.id} offer={offer} />
          ))}
        </Stack>
      )}
    </Page>
  );
}

export default function JobsPage() {
  return <JobsView content={offers} />;
}
