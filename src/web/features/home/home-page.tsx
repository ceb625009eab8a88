import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function HomePage() {
  return <Page title={paths.home.title} />;
}
