import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '#server/features/auth/require-staff.ts';
import { NOTIFYING_TABLES } from '#server/plugins/table-changes/index.ts';
import { minutesRoutes } from './minutes-routes.ts';
import { newsRoutes } from './news-routes.ts';
import { videoRoutes } from './video-routes.ts';

/**
 * Publishing API for staff: news, plenary minutes and videos (create, edit, delete). Every route needs a
 * session, checked as the request arrives: before its body is read or checked against the contract (a visitor
 * without one learns nothing of what the routes accept). Multipart is registered here only, with this
 * feature's limits.
 */
export const adminContent: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: 30 * 1024 * 1024, files: 1, fields: 20, parts: 25 } });
  app.addHook('onRequest', requireStaff);
  // A write's change notice reaches this process a moment after the commit (PostgreSQL sends it on another
  // connection): the cached lists and pages are dropped here before the answer leaves, so the clerk's next
  // read, on this replica, already shows what was just published, edited or deleted.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) {
      for (const table of NOTIFYING_TABLES) app.tableCache.changed(table);
    }
    return payload;
  });
  await app.register(newsRoutes);
  await app.register(minutesRoutes);
  await app.register(videoRoutes);
};
