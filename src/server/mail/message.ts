/** A file sent with a message (e.g. a submission's PDF receipt). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One outgoing message as features describe it; the sender is MAIL_FROM. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}
