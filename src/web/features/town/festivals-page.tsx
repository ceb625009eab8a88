import { Stack, Text } from '@mantine/core';
import festivals from '#content/pueblo/fiestas.json';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { IllustratedEntry } from './illustrated-entry.tsx';

export type Festivals = typeof festivals;

export function FestivalsView({ content }: { content: Festivals }) {
  return (
    <Page title={paths.fiestas.title} description={content.descripcion}>
      <Text mb="lg">{content.introduccion}</Text>
      <Stack gap="lg">
        {content.fiestas.map((festival) => (
          <IllustratedEntry
            key={festival.nombre}
            title={festival.nombre}
            tag={festival.fecha}
            paragraphs={festival.parrafos}
            image={festival.imagen}
          />
        ))}
      </Stack>
    </Page>
  );
}

export default function FestivalsPage() {
  return <FestivalsView content={festivals} />;
}
