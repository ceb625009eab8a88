import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';

export default function ChatPage() {
  return <Page title={paths.chat.title} />;
}
