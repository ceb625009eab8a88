import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { catalogueEntry, type ServedProcedure } from './procedure-registry.ts';
import { readSubmission, SUBMISSION_LIMITS } from './read-submission.ts';
import { ensureReceipt } from './receipt-service.ts';
import { idempotencyKey, registerSubmission } from './submission-service.ts';
import { validateSubmission } from './validate-submission.ts';

/**
 * `GET /tramites` (the catalogue) and one `POST <api path>` per procedure of the catalogue, generic: a new
 * folder under procedures/ gets its endpoint with no code. The answer is the receipt PDF.
 */
export const submissionRoutes: FastifyPluginAsync<{ served: ServedProcedure[] }> = async (
  app,
  { served },
) => {
  // Registered in this scope only, with the submissions' own limits (readSubmission passes them again per
  // request, so a later change here cannot loosen them by accident).
  await app.register(multipart, {
    limits: {
      fileSize: SUBMISSION_LIMITS.fileSize,
      files: SUBMISSION_LIMITS.files,
      fields: SUBMISSION_LIMITS.fields,
      fieldSize: SUBMISSION_LIMITS.fieldSize,
      parts: SUBMISSION_LIMITS.parts,
    },
  });

  const catalogue = served.map(({ procedure }) => catalogueEntry(procedure));
  app.get('/tramites', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return catalogue;
  });

  for (const entry of served) {
    const { procedure } = entry;
    app.post(procedure.api, async (request, reply) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      const { fields, files } = await readSubmission(request);
      const valid = await validateSubmission(entry, fields, files);
      const { record, created } = await registerSubmission(app, procedure, valid.data, valid.files, key);
      const pdf = await ensureReceipt(app, procedure, record);
      return reply
        .code(created ? 201 : 200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${procedure.pdf}"`)
        .header('cache-control', 'no-store')
        .header('x-numero-registro', record.registro)
        .send(pdf);
    });
  }
};
