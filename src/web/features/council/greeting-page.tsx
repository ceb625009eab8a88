import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function GreetingPage() {
  return <Page title={paths.saludoAlcalde.title} />;
}
