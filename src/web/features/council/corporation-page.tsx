import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function CorporationPage() {
  return <Page title={paths.corporacion.title} />;
}
