import type { FastifyInstance } from 'fastify';

/** Work done once when a server process starts, after migrations: each task is idempotent. */
const tasks: Array<(app: FastifyInstance) => Promise<void>> = [];

export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  for (const task of tasks) await task(app);
}
