import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function MinutesPage() {
  return <Page title={paths.actasPleno.title} />;
}
