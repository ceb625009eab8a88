import fp from 'fastify-plugin';
import { listenPostgres } from './postgres-listener.ts';
import { TableCache } from './table-cache.ts';

export { TableCache } from './table-cache.ts';

/** The channel the content tables' triggers notify (migration 0900_table_changes.sql). */
export const CHANGES_CHANNEL = 'sede_cambios';

/** The tables whose triggers notify that channel: everything the public pages show from the database. */
export const NOTIFYING_TABLES = ['noticias', 'actas', 'actas_video'] as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Values cached until a table they read changes, on any replica (see TableCache). */
    tableCache: TableCache;
  }
}

/**
 * Subscribes this process to the database's change notices and feeds them to `app.tableCache`: PGlite
 * through its own listen(), PostgreSQL through a dedicated connection that reconnects after a blip.
 */
export const tableChanges = fp(
  async (app) => {
    const cache = new TableCache();
    app.decorate('tableCache', cache);
    let stop: (() => Promise<void>) | undefined;

    app.addHook('onReady', async () => {
      const { db } = app;
      if (db.listen) {
        const unlisten = await db.listen(CHANGES_CHANNEL, (table) => cache.changed(table));
        cache.setLive(true);
        stop = unlisten;
      } else if (db.kind === 'postgres' && app.config.databaseUrl) {
        const listener = listenPostgres(app.config.databaseUrl, CHANGES_CHANNEL, {
          onNotify: (table) => cache.changed(table),
          onUp: () => cache.setLive(true),
          onDown: (error) => {
            cache.setLive(false);
            app.log.warn({ err: error }, 'avisos de cambios perdidos: caché desactivada hasta reconectar');
          },
        });
        stop = listener.stop;
        await listener.ready;
      }
    });
    app.addHook('onClose', async () => {
      cache.setLive(false);
      // The database may already be closed by now; there is nothing left to unsubscribe from then.
      await stop?.().catch(() => {});
    });
  },
  { name: 'table-changes' },
);
