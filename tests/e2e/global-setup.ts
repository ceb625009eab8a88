import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { localProductionEnv, waitForHealth } from '../../scripts/wait-for-health.ts';

/** One e2e server: its address and its DATA_DIR (mail outbox, files). */
export interface E2eServer {
  baseUrl: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The e2e servers: each test file leases one for itself (server-lease.ts). */
    e2eServers: E2eServer[];
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the SPA if needed and starts one real server (embedded defaults, fresh DATA_DIR) per file the e2e
 * project runs at once. Each file leases a server of its own (server-lease.ts), so no two files running together
 * ever share the admin's password, a court's hours or a mail outbox, yet the waits of one (the browser's, the
 * server's) overlap the work of the other.
 */
export default async function setup(project: TestProject) {
  buildIfStale({ quiet: true });
  const firstPort = 3900 + Math.floor(Math.random() * 80);
  const started = await Promise.all(
    Array.from({ length: project.config.maxWorkers }, (_, i) => startServer(firstPort + i)),
  );
  project.provide(
    'e2eServers',
    started.map(({ server }) => server),
  );
  return async () => {
    const codes = await Promise.all(started.map(({ stop }) => stop()));
    // SIGTERM must close each server gracefully (connections drained, database closed) and exit 0.
    if (codes.some((code) => code !== 0)) {
      throw new Error(`El servidor no se cerró limpiamente con SIGTERM (códigos ${codes.join(', ')})`);
    }
  };
}

async function startServer(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sede-e2e-'));
  // Exactly what `npm start` runs, so the suite also proves the start path (the build is already fresh).
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: localProductionEnv(port, dataDir, {
      ADMIN_EMAIL: 'admin@villaverde-del-arroyo.example',
      ADMIN_PASSWORD: 'Prueba-E2E-Segura-2026',
      // Each server is one browser at one address submitting many procedures and booking many courts: the
      // per-address limits (proved by the integration suites) would turn it into 429s.
      LIMIT_SUBMISSIONS_PER_HOUR: '1000',
      LIMIT_SUBMISSION_MAILS_PER_DAY: '1000',
      LIMIT_SUBMISSION_MB_PER_DAY: '10000',
      LIMIT_HOLD_HALF_HOURS: '1000',
      LIMIT_CHAT_QUESTIONS_PER_MINUTE: '1000',
      LIMIT_SEARCHES_PER_MINUTE: '1000',
      // Load shedding is proved by observability.test.ts; here a second suite beside this one on two cores can
      // stall the server a whole second, and a page whose script got that 503 never starts.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return { server: { baseUrl, dataDir }, stop: () => stopServer(child, dataDir) };
}

async function stopServer(child: ChildProcess, dataDir: string) {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const code = await exited;
  rmSync(dataDir, { recursive: true, force: true });
  return code;
}
