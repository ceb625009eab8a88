import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function ConfirmationPage() {
  return <Page title={paths.confirmacion.title} />;
}
