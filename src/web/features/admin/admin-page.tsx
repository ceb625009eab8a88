import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function AdminPage() {
  return <Page title={paths.admin.title} />;
}
