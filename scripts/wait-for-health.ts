import type { ChildProcess } from 'node:child_process';

/** Polls `${baseUrl}/api/salud` until the server started as `child` answers, failing fast if it exits. */
export async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó con código ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/salud`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('El servidor no respondió a tiempo');
}

/**
 * The environment of the production server (`NODE_ENV=production`) on 127.0.0.1:`port` with the embedded
 * defaults (PGlite, no Redis) and `dataDir` of its own; `extra` adds or overrides variables.
 */
export function localProductionEnv(port: number, dataDir: string, extra: NodeJS.ProcessEnv = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extra,
  };
}
