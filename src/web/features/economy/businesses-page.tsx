import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function BusinessesPage() {
  return <Page title={paths.empresas.title} />;
}
