import type { FastifyPluginAsync } from 'fastify';
import type { ServedProcedure } from '#server/features/procedures/procedure-registry.ts';
import { loadDraftKey } from './draft-cipher.ts';
import { draftRoutes } from './draft-routes.ts';
import { purgeExpiredDrafts } from './draft-store.ts';
import { ownDraftRoutes } from './own-draft-routes.ts';

/** How often each replica tries the clean-up of expired drafts (one of them does it each round). */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Save and return (issue 18): drafts of procedure forms, encrypted at rest, opened by a mailed single-use link
 * (or, for a signed-in resident, from "Mis trámites") and deleted on submission or after 30 days.
 */
export const drafts: FastifyPluginAsync<{ served: ServedProcedure[] }> = async (app, { served }) => {
  const key = loadDraftKey(app.config);
  await app.register(draftRoutes, { served, key });
  await app.register(ownDraftRoutes, { catalogue: served.map((entry) => entry.procedure), key });
  const purge = async () => {
    try {
      const removed = await purgeExpiredDrafts(app.db, new Date());
      if (removed > 0) app.log.info({ borradores: removed }, 'borradores caducados borrados');
    } catch (error) {
      app.log.warn({ err: error }, 'no se pudieron borrar los borradores caducados');
    }
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    void purge();
    timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
