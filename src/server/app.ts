import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { openDatabase } from './db/open.ts';
import { apiFeatures } from './features/index.ts';
import { errorHandling } from './plugins/error-handling.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { createFileStore, type FileStore } from './storage/file-store.ts';
import { webApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Content-addressed storage for submitted files and receipts (DATA_DIR/files). */
    files: FileStore;
  }
}

export interface AppOptions {
  /** An already open database (tests share one across apps); otherwise opened from the config. */
  db?: Db;
  logger?: boolean;
}

/** Builds the whole server (API, uploads and the SPA) without listening on a port. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Prototype-polluting keys in JSON bodies are refused, never merged.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  const ownsDb = options.db === undefined;
  const db = options.db ?? (await openDatabase(config));
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('files', createFileStore(path.join(config.dataDir, 'files')));
  if (ownsDb) app.addHook('onClose', () => db.close());

  await app.register(errorHandling);
  await app.register(securityHeaders);
  for (const feature of apiFeatures) await app.register(feature, { prefix: '/api' });
  await app.register(webApp);
  await app.ready();
  return app;
}
