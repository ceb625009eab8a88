import type { FastifyPluginAsync } from 'fastify';
import type { Procedure } from '#engine/procedure.ts';
import { drafts } from '#server/features/drafts/index.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { loadServedProcedures } from './procedure-registry.ts';
import { submissionRoutes } from './submission-routes.ts';
import { verificationRoutes } from './verification-routes.ts';

export interface ProceduresOptions {
  /** The catalogue to serve; procedures/ read from disk by default (tests pass one with an extra folder). */
  catalogue?: Procedure[];
}

/**
 * Procedure submissions (issue 4): the catalogue and one endpoint per procedure, receipts, public verification
 * of a receipt and the council's inbox. The catalogue is read and every schema compiled once, here, at start.
 */
export const procedures: FastifyPluginAsync<ProceduresOptions> = async (app, options) => {
  const served = loadServedProcedures(options.catalogue);
  await app.register(submissionRoutes, { served });
  await app.register(verificationRoutes);
  await app.register(inboxRoutes, { served });
  await app.register(drafts, { served });
};
