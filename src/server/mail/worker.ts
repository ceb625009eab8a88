import type { Db } from '#server/db/db.ts';
import type { MailAttachment } from './message.ts';
import type { MailTransport } from './transport.ts';

/** After this many failed tries a message is left in the queue with its last error, for a person to look at. */
export const MAX_ATTEMPTS = 10;
/** How long a claimed message is hidden from other workers while being sent. */
const LEASE_MS = 5 * 60 * 1000;

/** Wait before try number `attempts + 1`: 1 min, 2, 4, 8… capped at 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 60 * 60 * 1000);
}

interface Row {
  id: number;
  destinatario: string;
  asunto: string;
  texto: string;
  html: string | null;
  adjuntos: Array<{ filename: string; contentType: string; content: string }>;
  attempts: number;
}

interface Logger {
  error(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
}

/**
 * Sends the messages due at `now` (at most `batch`) and returns how many were sent and how many failed.
 * Rows are claimed with `for update skip locked` and leased, so several replicas never send one twice.
 */
export async function processDueMail(
  db: Db,
  transport: MailTransport,
  now: Date,
  log: Logger,
  batch = 10,
): Promise<{ sent: number; failed: number }> {
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx.query<Row>(
      `select id, destinatario, asunto, texto, html, adjuntos, attempts from mail_queue
       where sent_at is null and attempts < $2 and next_attempt_at <= $1
       order by next_attempt_at, id limit $3 for update skip locked`,
      [now, MAX_ATTEMPTS, batch],
    );
    if (rows.length > 0) {
      await tx.query(
        'update mail_queue set attempts = attempts + 1, next_attempt_at = $2 where id = any($1::bigint[])',
        [rows.map((r) => r.id), new Date(now.getTime() + LEASE_MS)],
      );
    }
    return rows;
  });

  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    const attempt = row.attempts + 1;
    try {
      const attachments: MailAttachment[] = row.adjuntos.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content, 'base64'),
      }));
      await transport.send({
        id: row.id,
        to: row.destinatario,
        subject: row.asunto,
        text: row.texto,
        ...(row.html ? { html: row.html } : {}),
        attachments,
      });
      await db.query('update mail_queue set sent_at = $2, last_error = null where id = $1', [row.id, now]);
      sent += 1;
    } catch (error) {
      failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      await db.query('update mail_queue set last_error = $2, next_attempt_at = $3 where id = $1', [
        row.id,
        message.slice(0, 2000),
        new Date(now.getTime() + backoffMs(attempt)),
      ]);
      if (attempt >= MAX_ATTEMPTS) {
        log.error({ err: error, correo: row.id }, 'correo abandonado tras agotar los reintentos');
      } else {
        log.warn(
          { err: error, correo: row.id, intento: attempt },
          'no se pudo enviar un correo; se reintentará',
        );
      }
    }
  }
  return { sent, failed };
}

/** Runs `processDueMail` every `intervalMs` until stopped; `stop()` waits for a run in progress. */
export function startMailWorker(options: {
  db: Db;
  transport: MailTransport;
  log: Logger;
  intervalMs?: number;
  now?: () => Date;
}) {
  const { db, transport, log, intervalMs = 2000, now = () => new Date() } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      try {
        // Drain: keep going while full batches come back.
        while (!stopped) {
          const { sent, failed } = await processDueMail(db, transport, now(), log);
          if (sent + failed < 10) break;
        }
      } catch (error) {
        log.error({ err: error }, 'fallo en la cola de correo');
      }
      if (!stopped) timer = setTimeout(tick, intervalMs);
    })();
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
