import { Page } from '#web/components/page.tsx';

export default function NotFoundPage() {
  return <Page title="Página no encontrada" />;
}
