import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function LodgingsPage() {
  return <Page title={paths.alojamientos.title} />;
}
