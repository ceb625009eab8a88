import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function FactsPage() {
  return <Page title={paths.datosInteres.title} />;
}
