import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function ForgotPasswordPage() {
  return <Page title={paths.forgotPassword.title} />;
}
