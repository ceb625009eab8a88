import type { FastifyPluginAsync } from 'fastify';
import { createMailTransport } from './transport.ts';
import { startMailWorker } from './worker.ts';

/** Starts the mail worker when the app is ready and stops it (waiting for a send in progress) on close. */
export const mailWorker: FastifyPluginAsync = async (app) => {
  const transport = createMailTransport(app.config, app.log);
  let worker: ReturnType<typeof startMailWorker> | undefined;
  app.addHook('onReady', async () => {
    worker = startMailWorker({ db: app.db, transport, log: app.log });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    transport.close();
  });
};
