import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function FestivalsPage() {
  return <Page title={paths.fiestas.title} />;
}
