import type { FastifyInstance, FastifyReply } from 'fastify';
import { stripUnsafe } from '#server/plugins/input-boundary/index.ts';
import type { StoredFileRecord } from './submission-store.ts';

/** `filename` for plain ASCII clients plus RFC 5987 `filename*` that keeps accents. */
export function contentDisposition(original: string): string {
  // Control and bidi characters would disguise the name (`evil\u202efdp.exe` shows as `evilexe.pdf`).
  const name = stripUnsafe(original);
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'documento';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends an entry's receipt as `justificante-<year>-<number>.pdf`, never cached. */
export function sendReceipt(reply: FastifyReply, registro: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(`justificante-${registro.replace('/', '-')}.pdf`))
    .header('cache-control', 'no-store')
    .send(pdf);
}

/** Sends an attachment under its original name (stripped of control characters), never sniffed or cached. */
export function sendAttachment(app: FastifyInstance, reply: FastifyReply, file: StoredFileRecord) {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(file.nombreOriginal))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(app.files.open(file.sha256));
}
