import type { ChatReply } from '#shared/api-types/generated/assistant.ts';
import { api } from '#web/api/client.ts';

export type { ChatReply, Citation } from '#shared/api-types/generated/assistant.ts';

/** Asks the assistant; `prevId` is the previous answer's responseId, or null for a new conversation. */
export function postChat(message: string, prevId: string | null): Promise<ChatReply> {
  return api.post<ChatReply>('/chat', { message, prevId });
}
