import { Stack, Text } from '@mantine/core';
import places from '#content/pueblo/lugares-historicos.json';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { IllustratedEntry } from './illustrated-entry.tsx';

export type HistoricPlaces = typeof places;

export function HistoricPlacesView({ content }: { content: HistoricPlaces }) {
  return (
    <Page title={paths.lugaresHistoricos.title} description={content.descripcion}>
      <Text mb="lg">{content.introduccion}</Text>
      <Stack gap="lg">
        {content.lugares.map((place) => (
          <IllustratedEntry
            key={place.nombre}
            title={place.nombre}
            tag={place.epoca}
            paragraphs={place.parrafos}
            image={place.imagen}
          />
        ))}
      </Stack>
    </Page>
  );
}

export default function HistoricPlacesPage() {
  return <HistoricPlacesView content={places} />;
}
