import places from '#content/pueblo/lugares-historicos.json';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { IllustratedEntries } from './illustrated-entry.tsx';

export type HistoricPlaces = typeof places;

export function HistoricPlacesView({ content }: { content: HistoricPlaces }) {
  return (
    <Page
      title={paths.lugaresHistoricos.title}
      description={content.descripcion}
      intro={content.introduccion}
    >
      <IllustratedEntries
        entries={content.lugares.map((place) => ({
          title: place.nombre,
          tag: place.epoca,
          paragraphs: place.parrafos,
          image: place.imagen,
        }))}
      />
    </Page>
  );
}

export default function HistoricPlacesPage() {
  return <HistoricPlacesView content={places} />;
}
