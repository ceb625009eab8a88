// Builds the SPA for production into a folder of its own and starts the real production server on it
// (NODE_ENV=production, fresh DATA_DIR, PGlite with the demo content) on a free loopback port, the way
// `npm start` runs, so measurements see what residents get.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localProductionEnv, waitForHealth } from '../wait-for-health.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A production build of the current sources in a temporary folder. Not dist/web: the e2e setup and other runs
 * rebuild that one at any moment, and a build made under NODE_ENV=test would carry React's development code.
 * Inside the project, though: the server-side renderer imports its packages from the project's node_modules.
 */
export function buildWebForProduction(): { webDir: string; remove(): void } {
  mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
  const webDir = mkdtempSync(path.join(ROOT, 'dist', 'lighthouse-web-'));
  const remove = () => rmSync(webDir, { recursive: true, force: true });
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) {
    remove();
    throw new Error('La compilación de la web ha fallado');
  }
  return { webDir, remove };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `src/server/main.ts` in production mode serving `webDir`; `stop()` ends it and deletes its data. */
export async function startProductionServer(webDir: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sede-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: localProductionEnv(port, dataDir, { SEED_DEMO: 'true', WEB_DIR: webDir }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
