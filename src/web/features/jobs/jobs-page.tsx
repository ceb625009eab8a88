import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function JobsPage() {
  return <Page title={paths.empleo.title} />;
}
