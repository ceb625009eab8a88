import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function VideosPage() {
  return <Page title={paths.plenosVideo.title} />;
}
