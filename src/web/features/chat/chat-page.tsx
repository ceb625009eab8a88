import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { ChatPanel } from './chat-panel.tsx';

/** /chat: the virtual assistant (SPEC §2.7). */
export default function ChatPage() {
  return (
    <Page title={paths.chat.title} size="md">
      <ChatPanel />
    </Page>
  );
}
