// A server process for `npm run bench:api`, so the load generator never shares an event loop with it.
// `app`: the real server (in-memory PGlite, or BENCH_DATABASE_URL) with the demo content seeded.
// `bare <file>`: a bare Fastify that answers the given paths with the given bytes and nothing else.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { runStartupTasks } from '#server/startup.ts';

export interface CapturedResponse {
  path: string;
  contentType: string;
  base64: string;
}

const [mode, file] = process.argv.slice(2);

if (mode === 'app') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    // Request logs at info would measure the terminal; production sends them to journald just the same.
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'pglite://memory',
    WEB_DIR: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp(config);
  await runStartupTasks(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0, db: app.db.kind });
} else if (mode === 'bare' && file) {
  const captured = JSON.parse(readFileSync(file, 'utf8')) as CapturedResponse[];
  const bare = Fastify({ logger: false });
  for (const { path: url, contentType, base64 } of captured) {
    const bytes = Buffer.from(base64, 'base64');
    bare.get(url, (_request, reply) => reply.header('content-type', contentType).send(bytes));
  }
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const address = bare.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
} else {
  console.error('uso: bench-api-server.ts app | bare <fichero.json>');
  process.exit(2);
}
