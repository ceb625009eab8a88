import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function LoginPage() {
  return <Page title={paths.login.title} />;
}
