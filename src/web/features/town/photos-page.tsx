import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function PhotosPage() {
  return <Page title={paths.fotos.title} />;
}
