import type { FastifyInstance } from 'fastify';
import { findProcedure } from '#engine/catalogue/build-catalogue.ts';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { ensureReceipt } from './receipt-service.ts';
import { findSubmission, submissionsWithoutReceipt } from './submission-store.ts';

/** Long enough that the request that committed an entry has normally recorded its receipt itself. */
export const RECEIPT_GRACE_MS = 5_000;

/**
 * Entries committed without their receipt (a database blip right after the commit, or their process stopped)
 * get it now, with their mails. Idempotent: a receipt is recorded (and its mails queued) only by whoever records
 * it first, and the receipt of an entry is the same bytes every time. Returns how many were completed.
 */
export async function completePendingReceipts(
  app: FastifyInstance,
  graceMs = RECEIPT_GRACE_MS,
): Promise<number> {
  const ids = await submissionsWithoutReceipt(app.db, graceMs);
  if (ids.length === 0) return 0;
  const catalogue = loadCatalogue();
  let completed = 0;
  for (const id of ids) {
    const record = await findSubmission(app.db, id);
    const procedure = record && findProcedure(catalogue, record.procedimiento);
    if (!record || !procedure) continue;
    await ensureReceipt(app, procedure, record);
    completed += 1;
  }
  return completed;
}
