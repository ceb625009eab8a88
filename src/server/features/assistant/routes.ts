import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { PROCEDURES_DIR, ROOT_DIR } from '#engine/node/load-catalogue.ts';
import { HttpError } from '#server/http-error.ts';
import { limitPerAddress } from '#server/rate-limit/index.ts';
import { answerQuestion } from './assistant-service.ts';
import { KnowledgeBase } from './knowledge-base.ts';
import { searchSite } from './site-search.ts';

export const MAX_MESSAGE_LENGTH = 2000;
/** Model answers slower than this are dropped for the local answer. */
export const LLM_TIMEOUT_MS = 8000;
const MAX_ID_LENGTH = 64;
export const MAX_SEARCH_LENGTH = 200;

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

/** Reads `?q=` of the site search, refusing anything else with a Spanish 400. */
function parseSearch(query: unknown): string {
  const q =
    (typeof query === 'object' && query !== null ? (query as Record<string, unknown>).q : undefined) ?? '';
  if (typeof q !== 'string' || !q.trim()) throw new HttpError(400, 'Escribe qué quieres buscar.');
  if (q.length > MAX_SEARCH_LENGTH) {
    throw new HttpError(400, 'La búsqueda es demasiado larga: escribe como máximo 200 caracteres.');
  }
  return q;
}

/** POST /chat: the virtual assistant (SPEC §2.7, §7); GET /buscar: the site search over the same index. */
export const assistant: FastifyPluginAsync = async (app) => {
  // Questions per address and minute: plenty for a person, little for a script.
  const chatLimit = limitPerAddress(
    app.limits,
    'asistente',
    app.config.limits.chatQuestionsPerMinute,
    60_000,
    (wait) => `Has hecho muchas preguntas seguidas. Espera ${wait} y vuelve a intentarlo.`,
  );
  const searchLimit = limitPerAddress(
    app.limits,
    'buscar',
    app.config.limits.searchesPerMinute,
    60_000,
    (wait) => `Has hecho muchas búsquedas seguidas. Espera ${wait} y vuelve a intentarlo.`,
  );
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

  app.post('/chat', { preHandler: chatLimit }, async (request) => {
    const { message, prevId } = parseBody(request.body);
    return answerQuestion({ db: app.db, knowledge, llm, log: request.log }, message, prevId);
  });

  app.get('/buscar', { preHandler: searchLimit }, async (request) => {
    const q = parseSearch(request.query);
    const { index } = await knowledge.get();
    return { resultados: searchSite(index, q) };
  });
};
