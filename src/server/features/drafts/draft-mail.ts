import site from '#content/sitio.json' with { type: 'json' };
import type { Procedure } from '#engine/procedure.ts';
import type { MailMessage } from '#server/mail/message.ts';

const day = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' });

/** The form's address that opens a draft: the web reads `continuar` and asks the API for the draft. */
export const draftLink = (publicUrl: string, slug: string, token: string) =>
  `${publicUrl}/tramites/${slug}?continuar=${token}`;

/** The e-mail with the single-use link that brings a saved form back. */
export function draftMail(options: {
  to: string;
  procedure: Procedure;
  token: string;
  caducaEn: Date;
  publicUrl: string;
}): MailMessage {
  const link = draftLink(options.publicUrl, options.procedure.slug, options.token);
  return {
    to: options.to,
    subject: `Tu solicitud guardada: ${options.procedure.nombreCorto} · ${site.ayuntamiento}`,
    text: [
      'Hola:',
      '',
      `Has guardado tu solicitud «${options.procedure.titulo}» para continuarla más tarde.`,
      'Para seguir donde lo dejaste, con tus respuestas y tus archivos, abre este enlace:',
      '',
      link,
      '',
      `El enlace sirve una sola vez. La solicitud guardada se borra el ${day.format(options.caducaEn)} si no la envías antes.`,
      'Si no lo has pedido tú, ignora este correo.',
      '',
      site.ayuntamiento,
    ].join('\n'),
  };
}
