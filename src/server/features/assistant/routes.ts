import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { PROCEDURES_DIR, ROOT_DIR } from '#engine/catalogue/load-catalogue.ts';
import { HttpError } from '#server/http-error.ts';
import { answerQuestion } from './assistant-service.ts';
import { KnowledgeBase } from './knowledge-base.ts';
import { CHAT_RATE_LIMIT, registerChatRateLimit } from './rate-limit.ts';

export const MAX_MESSAGE_LENGTH = 2000;
/** Model answers slower than this are dropped for the local answer. */
export const LLM_TIMEOUT_MS = 8000;
const MAX_ID_LENGTH = 64;

/** Reads `{ message, prevId }`, refusing anything else with a Spanish 400. */
function parseBody(body: unknown): { message: string; prevId: string | null } {
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof data.message !== 'string' || !data.message.trim()) {
    throw new HttpError(400, 'Escribe tu pregunta antes de enviarla.');
  }
  const message = data.message.trim();
  if (message.length > MAX_MESSAGE_LENGTH) {
    throw new HttpError(400, 'La pregunta es demasiado larga: escribe como máximo 2.000 caracteres.');
  }
  const prevId = data.prevId ?? null;
  if (prevId !== null && (typeof prevId !== 'string' || prevId.length > MAX_ID_LENGTH)) {
    throw new HttpError(400, 'El identificador de la conversación no es válido.');
  }
  return { message, prevId: prevId || null };
}

/** POST /chat: the virtual assistant (SPEC §2.7, §7). */
export const assistant: FastifyPluginAsync = async (app) => {
  await registerChatRateLimit(app);
  const knowledge = new KnowledgeBase({
    db: app.db,
    contentDir: path.join(ROOT_DIR, 'content'),
    proceduresDir: PROCEDURES_DIR,
    warn: (message) => app.log.warn(`asistente: ${message}`),
  });
  const { llmBaseUrl, llmApiKey, llmModel } = app.config;
  const llm =
    llmBaseUrl && llmModel
      ? { baseUrl: llmBaseUrl, apiKey: llmApiKey, model: llmModel, timeoutMs: LLM_TIMEOUT_MS }
      : undefined;

  app.post('/chat', { config: { rateLimit: CHAT_RATE_LIMIT } }, async (request) => {
    const { message, prevId } = parseBody(request.body);
    return answerQuestion({ db: app.db, knowledge, llm, log: request.log }, message, prevId);
  });
};
