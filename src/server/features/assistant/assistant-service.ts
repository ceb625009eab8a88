import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '#server/db/db.ts';
import { composeAnswer, smallTalkAnswer } from './answer-composer.ts';
import { loadConversation, saveTurn } from './conversation-store.ts';
import type { KnowledgeBase } from './knowledge-base.ts';
import { askModel, type LlmOptions } from './llm-client.ts';
import { buildQuery } from './query.ts';
import type { ChatAnswer } from './types.ts';

export interface AssistantDeps {
  db: Queryable;
  knowledge: KnowledgeBase;
  /** Set when LLM_BASE_URL is configured. */
  llm: LlmOptions | undefined;
  log: FastifyBaseLogger;
}

export interface ChatReply extends ChatAnswer {
  responseId: string;
}

/** Answers one question in its conversation and remembers the turn. */
export async function answerQuestion(
  deps: AssistantDeps,
  message: string,
  prevId: string | null,
): Promise<ChatReply> {
  const { db, knowledge, llm, log } = deps;
  const { conversationId, history } = await loadConversation(db, prevId);
  const { index, site } = await knowledge.get();
  const query = buildQuery(message, history, index);
  const local =
    query.own.length === 0
      ? smallTalkAnswer(message, site)
      : composeAnswer(index.query(query.terms, query.boostUrls), query, site, index);
  let answer: ChatAnswer = { content: local.content, citations: local.citations };
  // The model only rewrites answers that have sources: without them the local answer already says so.
  if (llm && local.passages.length > 0) {
    try {
      answer = await askModel(llm, site.ayuntamiento, message, history, local);
    } catch (error) {
      log.warn({ err: error }, 'asistente: se usa la respuesta local');
    }
  }
  const responseId = await saveTurn(db, conversationId, { message, ...answer });
  return { ...answer, responseId };
}
