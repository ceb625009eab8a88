import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#server/storage/private-modes.ts';
import type { MailMessage } from './message.ts';

/** Delivers one message or throws; the worker retries on a throw. */
export interface MailTransport {
  send(message: MailMessage & { id: number }): Promise<void>;
  close(): void;
}

interface Logger {
  info(message: string): void;
}

function toNodemailer(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  };
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://…:465). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail(toNodemailer(from, message));
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: each message becomes an .eml file in `dir` (open it with any mail program) and
 * one log line says where; the line names neither the recipient nor the body (personal data, reset tokens).
 */
export function createOutboxTransport(dir: string, from: string, log: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(from, message));
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\..+$/, '');
      const file = path.join(dir, `${stamp}-${message.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      log.info(`Correo ${message.id} guardado en ${file}`);
    },
    close: () => transporter.close(),
  };
}

/** SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/mail. */
export function createMailTransport(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  log: Logger,
): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createOutboxTransport(outboxDir(config.dataDir), config.mailFrom, log);
}

/** Where the embedded default leaves outgoing mail. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}
