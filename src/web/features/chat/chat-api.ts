import { api } from '#web/api/client.ts';

/** A source an answer cites: `[n]` in the text refers to citations[n - 1] (SPEC §3, §9). */
export interface Citation {
  url: string;
  titulo?: string;
}

/** The answer of POST /chat (SPEC §7). */
export interface ChatReply {
  content: string;
  citations: Citation[];
  responseId: string;
}

/** Asks the assistant; `prevId` is the previous answer's responseId, or null for a new conversation. */
export function postChat(message: string, prevId: string | null): Promise<ChatReply> {
  return api.post<ChatReply>('/chat', { message, prevId });
}
