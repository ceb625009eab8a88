import type { Queryable } from '#server/db/db.ts';
import type { MailMessage } from './message.ts';

/**
 * Queues a message for the mail worker. Pass the transaction of the change the message speaks of, so the
 * message exists exactly when that change commits; sending (and retrying) happens afterwards.
 */
export async function enqueueMail(q: Queryable, message: MailMessage): Promise<number> {
  if (!/^[^\s@<>,;]+@[^\s@<>,;]+$/.test(message.to)) {
    throw new Error(`Dirección de correo no válida para la cola: ${JSON.stringify(message.to)}`);
  }
  const adjuntos = (message.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: a.content.toString('base64'),
  }));
  const rows = await q.query<{ id: number }>(
    'insert into mail_queue (destinatario, asunto, texto, html, adjuntos) values ($1, $2, $3, $4, $5) returning id',
    [message.to, message.subject, message.text, message.html ?? null, JSON.stringify(adjuntos)],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('No se pudo encolar el correo');
  return id;
}
