import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { PROCEDURES_DIR, ROOT_DIR } from '#engine/node/load-catalogue.ts';
import { HttpError } from '#server/http-error.ts';
import { contract } from '#server/plugins/api-contract/index.ts';
import { limitPerAddressAndMinute } from '#server/rate-limit/index.ts';
import type {
  ChatReply,
  ChatRequest,
  SearchAnswer,
  SearchQuery,
} from '#shared/api-types/generated/assistant.ts';
import { answerQuestion } from './assistant-service.ts';
import { KnowledgeBase } from './knowledge-base.ts';
import { searchSite } from './site-search.ts';

export const MAX_MESSAGE_LENGTH = 2000;
/** Model answers slower than this are dropped for the local answer. */
export const LLM_TIMEOUT_MS = 8000;

/** POST /chat: the virtual assistant (SPEC §2.7, §7); GET /buscar: the site search over the same index. */
export const assistant: FastifyPluginAsync = async (app) => {
  // Questions per address and minute: plenty for a person, little for a script.
  const chatLimit = limitPerAddressAndMinute(
    app.limits,
    'asistente',
    app.config.limits.chatQuestionsPerMinute,
    'muchas preguntas',
  );
  const searchLimit = limitPerAddressAndMinute(
    app.limits,
    'buscar',
    app.config.limits.searchesPerMinute,
    'muchas búsquedas',
  );
  const knowledge = new KnowledgeBase({
    db: app.db,
    contentDir: path.join(ROOT_DIR, 'content'),
    proceduresDir: PROCEDURES_DIR,
    warn: (message) => app.log.warn(`asistente: ${message}`),
    // PGlite delivers a change notice with the write itself; PostgreSQL a moment later, on another
    // connection, and a question asked right after publishing must already find the news item.
    changes: app.db.kind === 'pglite' ? app.tableCache : undefined,
  });
  const { llmBaseUrl, llmApiKey, llmModel } = app.config;
  const llm =
    llmBaseUrl && llmModel
      ? { baseUrl: llmBaseUrl, apiKey: llmApiKey, model: llmModel, timeoutMs: LLM_TIMEOUT_MS }
      : undefined;

  app.post<{ Body: ChatRequest; Reply: ChatReply }>(
    '/chat',
    {
      preHandler: chatLimit,
      schema: contract('assistant', { body: 'ChatRequest', 200: 'ChatReply' }),
    },
    async (request) => {
      const message = request.body.message.trim();
      if (message.length > MAX_MESSAGE_LENGTH) {
        throw new HttpError(400, 'La pregunta es demasiado larga: escribe como máximo 2.000 caracteres.');
      }
      const prevId = request.body.prevId || null;
      return answerQuestion({ db: app.db, knowledge, llm, log: request.log }, message, prevId);
    },
  );

  app.get<{ Querystring: SearchQuery; Reply: SearchAnswer }>(
    '/buscar',
    {
      preHandler: searchLimit,
      schema: contract('assistant', { querystring: 'SearchQuery', 200: 'SearchAnswer' }),
    },
    async (request) => {
      const { index } = await knowledge.get();
      return { resultados: searchSite(index, request.query.q) };
    },
  );
};
