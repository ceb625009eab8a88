import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function BookingPage() {
  return <Page title={paths.reservaPistas.title} />;
}
