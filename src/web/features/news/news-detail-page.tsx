import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function NewsDetailPage() {
  return <Page title={paths.noticia.title} />;
}
