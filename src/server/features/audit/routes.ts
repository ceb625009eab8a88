import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '#server/features/auth/require-staff.ts';
import { HttpError } from '#server/http-error.ts';
import { listAudit } from './audit-log.ts';

const PAGE = 50;

/** GET /auditoria?antesDe=<id>: the audit log for staff, newest first, 50 entries a page. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { antesDe?: string } }>(
    '/auditoria',
    { preHandler: requireStaff },
    async (request, reply) => {
      const raw = request.query.antesDe;
      const antesDe = raw === undefined || raw === '' ? undefined : Number(raw);
      if (antesDe !== undefined && (!Number.isInteger(antesDe) || antesDe < 1)) {
        throw new HttpError(400, 'El parámetro «antesDe» debe ser un número entero positivo.');
      }
      reply.header('cache-control', 'no-store');
      return listAudit(app.db, PAGE, antesDe);
    },
  );
};
