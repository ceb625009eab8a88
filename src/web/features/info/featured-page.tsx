import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function FeaturedPage() {
  return <Page title={paths.destacados.title} />;
}
