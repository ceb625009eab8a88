import type { FastifyInstance } from 'fastify';
import { bootstrapAdmin } from './features/auth/bootstrap-admin.ts';
import { fillMinutesTextTask } from './features/content/fill-minutes-text.ts';
import { seedDemoContentTask } from './features/content/seed-demo-content.ts';

/** Work done once when a server process starts, after migrations: each task is idempotent. */
const tasks: Array<(app: FastifyInstance) => Promise<void>> = [
  (app) => bootstrapAdmin(app),
  seedDemoContentTask,
  fillMinutesTextTask,
];

export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  for (const task of tasks) await task(app);
}
