// A server process for `npm run bench:api`, so the load generator never shares an event loop with it.
// `app`: the real server (in-memory PGlite, or BENCH_DATABASE_URL) with the demo content seeded.
// `fastify <file>`: a bare Fastify that answers the given paths with the given bytes and nothing else.
// `http <file>`: the same with nothing but `node:http`, the floor of what any Node server can do.
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
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
    // The default configuration, logging included (written to /dev/null here, journald in production).
    NODE_ENV: 'production',
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
} else if (mode === 'http' && file) {
  const captured = JSON.parse(readFileSync(file, 'utf8')) as CapturedResponse[];
  const routes = new Map(
    captured.map((entry) => [
      entry.path,
      { type: entry.contentType, bytes: Buffer.from(entry.base64, 'base64') },
    ]),
  );
  const server = http.createServer((request, response) => {
    const entry = routes.get(request.url ?? '');
    if (!entry) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': entry.type, 'content-length': entry.bytes.length })
      .end(entry.bytes);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
} else if (mode === 'fastify' && file) {
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
  console.error('uso: bench-api-server.ts app | fastify <fichero.json> | http <fichero.json>');
  process.exit(2);
}
