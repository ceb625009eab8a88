import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function ActivitiesPage() {
  return <Page title={paths.actividades.title} />;
}
