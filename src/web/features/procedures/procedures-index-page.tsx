import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function ProceduresIndexPage() {
  return <Page title={paths.tramites.title} />;
}
