import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from '#server/features/audit/routes.ts';
import { auth } from '#server/features/auth/index.ts';
import { mailWorker } from '#server/mail/plugin.ts';
import { adminContent } from './index.ts';

/** The staff side, registered as one feature: sign-in, publishing, the audit log, and the mail worker. */
export const administration: FastifyPluginAsync = async (app) => {
  await app.register(auth);
  await app.register(auditRoutes);
  await app.register(adminContent);
  await app.register(mailWorker);
};
