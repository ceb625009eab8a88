import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '#server/features/auth/require-staff.ts';
import { contract } from '#server/plugins/api-contract/index.ts';
import type { AuditQuery } from '#shared/api-types/generated/audit.ts';
import { listAudit } from './audit-log.ts';

const PAGE = 50;

/** GET /auditoria?antesDe=<id>: the audit log for staff, newest first, 50 entries a page (audit.json). */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AuditQuery }>(
    '/auditoria',
    {
      preHandler: requireStaff,
      schema: contract('audit', { querystring: 'AuditQuery', 200: 'AuditPage' }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAudit(app.db, PAGE, request.query.antesDe);
    },
  );
};
