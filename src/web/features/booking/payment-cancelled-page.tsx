import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function PaymentCancelledPage() {
  return <Page title={paths.pagoCancelado.title} />;
}
