import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function HistoricPlacesPage() {
  return <Page title={paths.lugaresHistoricos.title} />;
}
