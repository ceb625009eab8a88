import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { openDatabase } from './db/open.ts';
import type { ThumbnailSource } from './features/admin-content/video-thumbnail.ts';
import { youtubeThumbnail } from './features/admin-content/youtube.ts';
import { apiFeatures } from './features/index.ts';
import { sitemap } from './features/sitemap/routes.ts';
import { apiContract } from './plugins/api-contract/index.ts';
import { compression } from './plugins/compression.ts';
import { errorHandling } from './plugins/error-handling.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { inputBoundary } from './plugins/input-boundary/index.ts';
import {
  AccessLogController,
  loggerOptions,
  type OverloadLimits,
  observability,
  requestIdFor,
} from './plugins/observability/index.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { tableChanges } from './plugins/table-changes/index.ts';
import { webApp } from './plugins/web-app.ts';
import { type AttemptCounter, createAttemptCounter } from './rate-limit/index.ts';
import { createFileStore, type FileStore } from './storage/file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Content-addressed storage for submitted files and receipts (DATA_DIR/files). */
    files: FileStore;
    /** Where a registered video's thumbnail is fetched from (once, by the server). */
    videoThumbnailSource: ThumbnailSource;
    /** The one counter behind every rate limit (Redis when REDIS_URL is set, one client per process). */
    limits: AttemptCounter;
  }
}

export interface AppOptions {
  /** An already open database (tests share one across apps); otherwise opened from the config. */
  db?: Db;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Overload thresholds other than the production defaults (tests provoke a 503 with them). */
  overload?: Partial<OverloadLimits>;
  /** How often the access summary is logged (tests shorten it). */
  accessSummaryMs?: number;
  /** Called for every route as it is added (the fuzz suite discovers the endpoints with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Where video thumbnails are fetched from instead of the video host (tests point it at a local server). */
  videoThumbnailSource?: ThumbnailSource;
}

/** Builds the whole server (API, uploads and the SPA) without listening on a port. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    // One line per failed or slow request, and a summary a minute for the rest (observability plugin).
    logController: new AccessLogController(),
    genReqId: requestIdFor,
    // Our genReqId reads x-request-id itself, validating it first.
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify gives each plugin 10 s to start, and ours do real work then (the demo keys on a first start, the
    // catalogue's validators): a busy or modest machine took longer (a test server beside a second npm test),
    // and a start that fails for being slow is worse than one that waits.
    pluginTimeout: 60_000,
    // Prototype-polluting keys in JSON bodies are refused, never merged.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Router and socket errors in Spanish, never quoting the request (see framework-errors.ts).
    frameworkErrors,
    clientErrorHandler,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const ownsDb = options.db === undefined;
  const db = options.db ?? (await openDatabase(config));
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('files', createFileStore(path.join(config.dataDir, 'files')));
  app.decorate('videoThumbnailSource', options.videoThumbnailSource ?? youtubeThumbnail);
  if (ownsDb) app.addHook('onClose', () => db.close());
  const limits = createAttemptCounter(config);
  app.decorate('limits', limits);
  app.addHook('onClose', () => limits.close());

  await app.register(observability, {
    overload: options.overload ?? {},
    ...(options.accessSummaryMs ? { accessSummaryMs: options.accessSummaryMs } : {}),
  });
  await app.register(errorHandling);
  await app.register(inputBoundary);
  await app.register(securityHeaders);
  await app.register(tableChanges);
  await app.register(compression);
  // Route schemas come from the API contract (schemas/api); their `errorMessage`s are the Spanish answers.
  await app.register(apiContract);
  for (const feature of apiFeatures) await app.register(feature, { prefix: '/api' });
  await app.register(sitemap);
  await app.register(webApp);
  await app.ready();
  return app;
}
