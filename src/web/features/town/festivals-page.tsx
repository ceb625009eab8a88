import festivals from '#content/pueblo/fiestas.json';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { IllustratedEntries } from './illustrated-entry.tsx';

export type Festivals = typeof festivals;

export function FestivalsView({ content }: { content: Festivals }) {
  return (
    <Page title={paths.fiestas.title} description={content.descripcion} intro={content.introduccion}>
      <IllustratedEntries
        entries={content.fiestas.map((festival) => ({
          title: festival.nombre,
          tag: festival.fecha,
          paragraphs: festival.parrafos,
          image: festival.imagen,
        }))}
      />
    </Page>
  );
}

export default function FestivalsPage() {
  return <FestivalsView content={festivals} />;
}
