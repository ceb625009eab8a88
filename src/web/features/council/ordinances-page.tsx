import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function OrdinancesPage() {
  return <Page title={paths.ordenanzas.title} />;
}
