import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function BodiesPage() {
  return <Page title={paths.organosGobierno.title} />;
}
