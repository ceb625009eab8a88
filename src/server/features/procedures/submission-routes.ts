import type { FastifyPluginAsync } from 'fastify';
import { discardSubmittedDraft, draftCredential } from '#server/features/drafts/draft-service.ts';
import { submissionIdentity } from '#server/features/identity/submission-identity.ts';
import { contract } from '#server/plugins/api-contract/index.ts';
import type { Catalogue } from '#shared/api-types/generated/procedures.ts';
import { applicantOf } from './applicant.ts';
import { catalogueEntry, type ServedProcedure } from './procedure-registry.ts';
import { readSubmission, registerSubmissionMultipart } from './read-submission.ts';
import { ensureReceipt } from './receipt-service.ts';
import { submissionLimits } from './submission-limits.ts';
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
  await registerSubmissionMultipart(app);

  const catalogue = served.map(({ procedure }) => catalogueEntry(procedure));
  app.get<{ Reply: Catalogue }>(
    '/tramites',
    { schema: contract('procedures', { 200: 'Catalogue' }) },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return catalogue;
    },
  );

  for (const entry of served) {
    const { procedure } = entry;
    app.post(procedure.api, async (request, reply) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      const draft = draftCredential(request.headers['x-borrador']);
      const limits = submissionLimits(app, request.ip);
      let registered: Awaited<ReturnType<typeof registerSubmission>>;
      try {
        await limits.entry();
        const sent = await readSubmission(request);
        // A signed-in resident's name and DNI/NIE replace the form's; `requerida` refuses anonymous filing.
        const { fields, identity } = await submissionIdentity(request, procedure, sent.fields);
        const valid = await validateSubmission(entry, fields, sent.files);
        await limits.bytes(valid.files.reduce((sum, file) => sum + file.content.length, 0));
        const correoOmitido = await limits.mail(applicantOf(valid.data).email);
        registered = await registerSubmission(
          app,
          procedure,
          valid.data,
          valid.files,
          key,
          correoOmitido,
          identity,
        );
        // A form restored from a saved draft names it: submitted, the draft is deleted.
        await discardSubmittedDraft(app, draft);
      } catch (error) {
        await limits.release();
        throw error;
      }
      const { record, created } = registered;
      // A retry of an earlier entry (same Idempotency-Key) adds nothing, so it counts nothing.
      if (!created) await limits.release();
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
