import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function NewsListPage() {
  return <Page title={paths.actualidad.title} />;
}
