import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function HomeHelpJobPage() {
  return <Page title={paths.empleoAuxiliar.title} />;
}
