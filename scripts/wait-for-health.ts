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
