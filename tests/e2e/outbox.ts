import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * How long a test waits for the server's mail worker (it looks at the queue every 2 s). Generous: beside a second
 * `npm test` (load 15–24 on two cores) one mail took over the 20 s this was (2026-11-26); a mail that comes ends
 * the wait at once, so only a failing test pays it, within the e2e test timeout (150 s).
 */
const MAIL_WAIT_MS = 90_000;

/** The .eml files the e2e server's embedded mail transport has written (DATA_DIR/mail), none before the first. */
export function outbox(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'mail')).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    // Only a missing folder means 'nothing sent yet'; any other error is the reader's, not the server's.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return [];
  }
}

/** A mail's text with quoted-printable soft breaks and escapes undone. */
const decodeQuotedPrintable = (eml: string) =>
  Buffer.from(
    eml
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * Waits for a mail to `to` (one not in `before`, when given) from whose decoded text `pick` takes something, and
 * answers that (the text itself by default). On timeout the error says what the outbox holds: whether the worker
 * wrote anything, and when.
 */
export async function waitForMail<T = string>(
  dataDir: string,
  to: string,
  options: { before?: readonly string[]; pick?: (text: string) => T | undefined } = {},
): Promise<T> {
  const { before = [], pick = (text: string) => text as T } = options;
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    // Newest first: a test that sends twice to one address wants the last mail.
    for (const name of outbox(dataDir).sort().reverse()) {
      if (before.includes(name)) continue;
      const eml = readFileSync(path.join(dataDir, 'mail', name), 'utf8');
      if (!eml.includes(`To: ${to}`)) continue;
      const picked = pick(decodeQuotedPrintable(eml));
      if (picked !== undefined) return picked;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ha llegado el correo a ${to}. ${outboxSummary(dataDir)}`);
}

function outboxSummary(dataDir: string): string {
  const names = outbox(dataDir);
  const newest = names
    .map((name) => statSync(path.join(dataDir, 'mail', name)).mtime)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return `En el buzón hay ${names.length} correos; el último, de ${newest?.toISOString() ?? '—'} (ahora ${new Date().toISOString()}).`;
}
