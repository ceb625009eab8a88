import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { checkValue } from './check-input.ts';

export { checkFileName, checkName, checkText } from './check-input.ts';
export { MAX_EMAIL_LENGTH, stripUnsafe } from './hostile-text.ts';

/**
 * The one input boundary of every route: before any schema, rate limit or handler sees a request, its path
 * parameters, query and JSON body are refused with a Spanish 400 naming the field when a value holds NUL or
 * another control or bidi character (a body's text may keep tab and line breaks), or an e-mail field is
 * longer than 254 characters. Multipart bodies are read by their routes, which pass every part through
 * checkName / checkText (see read-submission.ts and multipart-form.ts).
 */
export const inputBoundary: FastifyPluginAsync = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    checkValue(request.params, '', false);
    checkValue(request.query, '', false);
    if (typeof request.body === 'string' || (request.body !== null && typeof request.body === 'object')) {
      if (!Buffer.isBuffer(request.body)) checkValue(request.body, '', true);
    }
  });
});
