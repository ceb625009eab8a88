import site from '#content/sitio.json' with { type: 'json' };
import { formatOfficialTime } from '#engine/node/pdf/official-time.ts';
import type { Procedure } from '#engine/procedure.ts';
import type { Config } from '#server/config.ts';
import type { Queryable } from '#server/db/db.ts';
import { enqueueMail } from '#server/mail/enqueue.ts';
import type { MailMessage } from '#server/mail/message.ts';
import type { SubmissionRecord } from './submission-store.ts';
import { verificationUrl } from './verification-code.ts';

/** The messages of one registered submission: to the council's inbox (when configured) and to the applicant. */
export function submissionMails(
  config: Pick<Config, 'councilInbox' | 'publicUrl'>,
  procedure: Procedure,
  record: SubmissionRecord,
  receipt: Buffer,
): MailMessage[] {
  const attachments = [{ filename: procedure.pdf, content: receipt, contentType: 'application/pdf' }];
  const when = formatOfficialTime(record.presentadoEn);
  const check = verificationUrl(config.publicUrl, record.csv);
  const messages: MailMessage[] = [];
  if (config.councilInbox) {
    messages.push({
      to: config.councilInbox,
      subject: `Nuevo trámite ${record.registro}: ${procedure.nombreCorto}`,
      text: [
        `Se ha registrado una solicitud de «${procedure.titulo}».`,
        '',
        `Número de registro: ${record.registro}`,
        `Fecha y hora: ${when}`,
        `Solicitante: ${record.nombre ?? 'no consta'}`,
        `Correo de contacto: ${record.email ?? 'no consta'}`,
        ...(record.correoOmitido ? ['', record.correoOmitido] : []),
        '',
        `Se adjunta el justificante entregado a la persona solicitante. Los datos y los documentos están en el panel de administración, en «Trámites recibidos».`,
      ].join('\n'),
      attachments,
    });
  }
  // Past the day's cap for that address the entry stands, but no mail goes to it (record.correoOmitido says why).
  if (record.email && !record.correoOmitido) {
    messages.push({
      to: record.email,
      subject: `Justificante de tu solicitud ${record.registro} – ${site.ayuntamiento}`,
      text: [
        `Hemos recibido tu solicitud de «${procedure.titulo}».`,
        '',
        `Número de registro: ${record.registro}`,
        `Fecha y hora de presentación: ${when}`,
        `Código seguro de verificación (CSV): ${record.csv}`,
        '',
        `Te adjuntamos el justificante de presentación. Puedes comprobar su autenticidad y seguir el estado de tu solicitud en ${check}`,
        '',
        `El Ayuntamiento te responderá en esta dirección de correo lo antes posible.`,
        '',
        site.ayuntamiento,
        `${site.direccion} · ${site.telefono} · ${site.email}`,
      ].join('\n'),
      attachments,
    });
  }
  return messages;
}

/** Queues the submission's mails (pass the transaction that records its receipt). */
export async function enqueueSubmissionMails(
  tx: Queryable,
  config: Pick<Config, 'councilInbox' | 'publicUrl'>,
  procedure: Procedure,
  record: SubmissionRecord,
  receipt: Buffer,
): Promise<void> {
  for (const message of submissionMails(config, procedure, record, receipt)) await enqueueMail(tx, message);
}
