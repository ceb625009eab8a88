import type { FastifyInstance } from 'fastify';
import { removeAbandonedFiles } from './file-intents.ts';
import { completePendingReceipts } from './pending-receipts.ts';

/** How often a serving process looks for unfinished work, and how old that work must be. */
export const RECOVERY = { intervalMs: 2_000, fileGraceMs: 10_000 } as const;

/**
 * One round of recovery after faults: entries committed without their receipt and mails get them, files of
 * failed submissions whose clean-up did not run are removed, and so are the half-written files of a process killed
 * while storing one. Safe on every replica at once.
 */
export async function recoverOnce(app: FastifyInstance): Promise<void> {
  await completePendingReceipts(app);
  await removeAbandonedFiles(app, RECOVERY.fileGraceMs);
  await app.files.removeStaleTemporaries(RECOVERY.fileGraceMs);
}

/**
 * Runs `recoverOnce` every two seconds in a serving process (main.ts) until `stop()`, which waits for a round in
 * progress. A failed round (the database still away) is logged and simply tried again at the next tick.
 */
export function startRecovery(app: FastifyInstance): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = recoverOnce(app)
      .catch((error: unknown) => app.log.warn({ err: error }, 'recuperación: se reintentará'))
      .finally(() => {
        running = undefined;
      });
  }, RECOVERY.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
