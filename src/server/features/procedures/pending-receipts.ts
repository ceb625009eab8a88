import type { FastifyInstance } from 'fastify';
import { findProcedure } from '#engine/catalogue/build-catalogue.ts';
import { loadCatalogue } from '#engine/catalogue/load-catalogue.ts';
import { ensureReceipt } from './receipt-service.ts';
import { findSubmission, submissionsWithoutReceipt } from './submission-store.ts';

// Long enough that a replica still answering the request is done with it; short enough to be "at start".
const GRACE_MS = 60_000;

/**
 * Start-up task: entries committed whose process stopped before producing the receipt get it now, with their
 * mails. Idempotent: a receipt is recorded (and its mails queued) only by whoever records it first.
 */
export async function completePendingReceipts(app: FastifyInstance): Promise<void> {
  const ids = await submissionsWithoutReceipt(app.db, GRACE_MS);
  if (ids.length === 0) return;
  const catalogue = loadCatalogue();
  for (const id of ids) {
    const record = await findSubmission(app.db, id);
    const procedure = record && findProcedure(catalogue, record.procedimiento);
    if (!record || !procedure) continue;
    try {
      await ensureReceipt(app, procedure, record);
      app.log.info({ tramite: record.registro }, 'justificante pendiente completado');
    } catch (error) {
      app.log.error(
        { err: error, tramite: record.registro },
        'no se pudo completar un justificante pendiente',
      );
    }
  }
}
