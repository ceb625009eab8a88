import site from '#content/sitio.json' with { type: 'json' };
import type { MailMessage } from '#server/mail/message.ts';
import { RESET_TOKEN_MS } from './reset-tokens.ts';

/** The e-mail that carries a password-reset token. The token sits alone on its line, easy to copy. */
export function resetMail(options: {
  to: string;
  nombre: string;
  token: string;
  publicUrl: string;
}): MailMessage {
  const minutes = RESET_TOKEN_MS / 60_000;
  // The reset screen's path (SPEC §2.2); the server cannot import the web's route table.
  const screen = `${options.publicUrl}/login/forgot-password`;
  return {
    to: options.to,
    subject: `Restablecer la contraseña · ${site.ayuntamiento}`,
    text: [
      `Hola, ${options.nombre}:`,
      '',
      'Hemos recibido una petición para restablecer la contraseña de tu cuenta de administración.',
      'Tu token es:',
      '',
      options.token,
      '',
      `Escríbelo en ${screen} junto con tu nueva contraseña.`,
      `Caduca en ${minutes} minutos y solo se puede usar una vez.`,
      '',
      'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
      '',
      site.ayuntamiento,
    ].join('\n'),
  };
}
