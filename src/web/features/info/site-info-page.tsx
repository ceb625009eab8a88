import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function SiteInfoPage() {
  return <Page title={paths.pieDeWeb.title} />;
}
