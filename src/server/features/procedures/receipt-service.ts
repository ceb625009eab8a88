import type { FastifyInstance } from 'fastify';
import { renderReceipt } from '#engine/node/pdf/receipt.ts';
import type { Procedure } from '#engine/procedure.ts';
import { sealerFor } from '#server/features/seal/index.ts';
import { isDatabaseUnavailable } from '#server/plugins/database-unavailable.ts';
import { sha256 } from '#server/storage/file-store.ts';
import { receiptCouncil } from './receipt-council.ts';
import { enqueueSubmissionMails } from './submission-mail.ts';
import {
  listFiles,
  recordReceipt,
  type StoredFileRecord,
  type SubmissionRecord,
} from './submission-store.ts';
import { verificationUrl } from './verification-code.ts';

/** The Spanish name of a file's kind: its document slot, or 'Persona 2' for the census' per-person files. */
export function kindLabel(procedure: Pick<Procedure, 'documentos' | 'schema'>, tipo: string): string {
  const slot = procedure.documentos.find((d) => d.clave === tipo);
  if (slot) return slot.nombre;
  const item = /^([A-Za-z_]\w*)\[(\d+)\]$/.exec(tipo);
  if (!item?.[1]) return tipo;
  const field = procedure.schema.properties?.[item[1]] as { items?: { title?: string } } | undefined;
  return `${field?.items?.title ?? 'Elemento'} ${Number(item[2]) + 1}`;
}

/**
 * Renders the receipt of a registered entry and seals it with the council's seal, signing time = registry time
 * (the same bytes every time for the same entry and seal, unless a TSA adds its timestamp).
 */
export async function buildReceipt(
  app: FastifyInstance,
  procedure: Procedure,
  record: SubmissionRecord,
  files?: StoredFileRecord[],
): Promise<Buffer> {
  const [attached, sealer, council] = await Promise.all([
    files ?? listFiles(app.db, record.id),
    sealerFor(app.config),
    receiptCouncil(),
  ]);
  const pdf = await renderReceipt({
    council,
    procedure,
    data: record.datos,
    registro: record.registro,
    presentadoEn: record.presentadoEn,
    csv: record.csv,
    verificationUrl: verificationUrl(app.config.publicUrl, record.csv),
    attachments: attached.map((file) => ({
      nombre: file.nombreOriginal,
      tipo: kindLabel(procedure, file.tipo),
      bytes: file.bytes,
      sha256: file.sha256,
    })),
    identificacion: record.identificacion ?? undefined,
    sello: { titular: sealer.identity.titular, demostracion: sealer.identity.demo },
  });
  return sealer.seal(pdf, record.presentadoEn, app.log);
}

/**
 * The receipt of a committed entry: the stored one when it exists, otherwise rendered now, kept in the file
 * store and recorded. The mails that carry it are queued in the same small transaction that records it: the
 * receipt only exists after the entry commits (so a failed entry never has a receipt nor a mail), and recording
 * it together with the mails means whichever process records it first queues them, once. A failure then never
 * takes the submission (already committed) or its receipt away from the resident: in a database blip the
 * recovery loop completes both within seconds.
 */
export async function ensureReceipt(
  app: FastifyInstance,
  procedure: Procedure,
  record: SubmissionRecord,
): Promise<Buffer> {
  if (record.justificanteSha256) {
    const stored = await readStored(app, record.justificanteSha256);
    if (stored) return stored;
  }
  const pdf = await buildReceipt(app, procedure, record);
  const hash = await app.files.put(pdf);
  if (record.justificanteSha256 && record.justificanteSha256 !== hash) {
    app.log.error(
      { tramite: record.id },
      'el justificante guardado no coincide con el que se vuelve a generar',
    );
  }
  if (record.justificanteSha256) return pdf;
  try {
    await app.db.transaction(async (tx) => {
      if (await recordReceipt(tx, record.id, hash, pdf.length)) {
        await enqueueSubmissionMails(tx, app.config, procedure, record, pdf);
      }
    });
  } catch (error) {
    // A blip: the recovery loop (recovery.ts) records the receipt and queues the mails within seconds.
    if (isDatabaseUnavailable(error as Error)) {
      app.log.warn(
        { err: error, tramite: record.id },
        'justificante sin anotar: lo completará la recuperación',
      );
      return pdf;
    }
    // The mails cannot be built at all: recording the receipt's hash alone is better than losing it.
    app.log.error({ err: error, tramite: record.id }, 'no se pudieron encolar los correos del trámite');
    await recordReceipt(app.db, record.id, hash, pdf.length).catch((again: unknown) =>
      app.log.error({ err: again, tramite: record.id }, 'no se pudo anotar el justificante'),
    );
  }
  return pdf;
}

/** The stored receipt with these bytes, or undefined when it is missing or no longer matches its hash. */
export async function readStored(app: FastifyInstance, hash: string): Promise<Buffer | undefined> {
  if (!(await app.files.exists(hash))) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of app.files.open(hash)) chunks.push(chunk as Buffer);
  const content = Buffer.concat(chunks);
  return sha256(content) === hash ? content : undefined;
}
