import { useCallback, useRef, useState } from 'react';
import { type ChatReply, type Citation, postChat } from './chat-api.ts';

/** One message of the list (SPEC §3): the resident's question or the assistant's answer. */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  citations?: Citation[];
}

export const CHAT_ERROR_MESSAGE = 'Error al conectar con el servidor.';

export type SendChat = (message: string, prevId: string | null) => Promise<ChatReply>;

/** The conversation state: messages, whether an answer is on its way, and the responseId for the next turn. */
export function useChat(send: SendChat = postChat) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  // A ref, not state: the next request must see the id even if it is sent before a re-render.
  const responseId = useRef<string | null>(null);

  const ask = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      // Blank or whitespace-only messages are not sent (SPEC §5); nor a second one while waiting.
      if (!message || pending) return false;
      setMessages((list) => [...list, { role: 'user', content: message }]);
      setPending(true);
      try {
        const reply = await send(message, responseId.current);
        responseId.current = reply.responseId;
        setMessages((list) => [
          ...list,
          { role: 'assistant', content: reply.content, citations: reply.citations },
        ]);
      } catch {
        // The API client has already logged the cause (SPEC §8).
        setMessages((list) => [...list, { role: 'assistant', content: CHAT_ERROR_MESSAGE }]);
      } finally {
        setPending(false);
      }
      return true;
    },
    [send, pending],
  );

  return { messages, pending, ask };
}
