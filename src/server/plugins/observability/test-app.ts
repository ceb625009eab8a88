import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '#server/app.ts';
import { type Config, scratchConfig } from '#server/config.ts';

/** An app on in-memory PGlite whose JSON log lines are collected, for the observability tests. */
export async function appWithLogs(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<{
  app: FastifyInstance;
  config: Config;
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sede-obs-'));
  const config = scratchConfig(dataDir, { LOG_LEVEL: 'info', ...env });
  const logs: Array<Record<string, unknown>> = [];
  const app = await buildApp(config, {
    ...options,
    logStream: { write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return {
    app,
    config,
    logs,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
