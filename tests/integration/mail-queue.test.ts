import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { enqueueMail } from '#server/mail/enqueue.ts';
import { createOutboxTransport, createSmtpTransport } from '#server/mail/transport.ts';
import { backoffMs, MAX_ATTEMPTS, processDueMail } from '#server/mail/worker.ts';
import { describeWithServer } from './databases.ts';

// A real SMTP server for the whole file; `failing` makes it refuse every message with a temporary error.
const port = 20_000 + Math.floor(Math.random() * 20_000);
const smtpUrl = `smtp://127.0.0.1:${port}`;
const received: string[] = [];
let failing = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (failing) {
        callback(Object.assign(new Error('Buzón temporalmente no disponible'), { responseCode: 451 }));
        return;
      }
      received.push(Buffer.concat(chunks).toString('utf8'));
      callback();
    });
  },
});
beforeAll(() => new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
const rowOf = async (db: { query: <T>(sql: string, p: unknown[]) => Promise<T[]> }, id: number) =>
  (
    await db.query<{
      attempts: number;
      sent_at: Date | null;
      last_error: string | null;
      next_attempt_at: Date;
    }>('select attempts, sent_at, last_error, next_attempt_at from mail_queue where id = $1', [id])
  )[0];

describeWithServer(
  'Cola de correo con un servidor SMTP real',
  (server) => {
    it('a mail queued in a rolled-back transaction never exists', async () => {
      const { app } = server();
      await expect(
        app.db.transaction(async (tx) => {
          await enqueueMail(tx, { to: 'anulado@villaverde-del-arroyo.example', subject: 'Nunca', text: 'x' });
          throw new Error('la operacion de la que habla el correo falla');
        }),
      ).rejects.toThrow();
      const rows = await app.db.query(
        "select id from mail_queue where destinatario = 'anulado@villaverde-del-arroyo.example'",
      );
      expect(rows).toEqual([]);
    });

    it('the app’s own worker delivers a queued message with its attachment over SMTP', async () => {
      const { app } = server();
      const pdf = Buffer.from('%PDF-1.4 justificante ficticio %%EOF');
      const id = await app.db.transaction((tx) =>
        enqueueMail(tx, {
          to: 'vecina@villaverde-del-arroyo.example',
          subject: 'Justificante de registro 2026-000001',
          text: 'Adjuntamos el justificante.',
          html: '<p>Adjuntamos el justificante.</p>',
          attachments: [{ filename: 'justificante.pdf', content: pdf, contentType: 'application/pdf' }],
        }),
      );
      await vi.waitFor(async () => expect((await rowOf(app.db, id))?.sent_at).toBeInstanceOf(Date), {
        timeout: 15_000,
      });
      const message = received.find((m) => m.includes('Justificante de registro 2026-000001'));
      expect(message).toBeDefined();
      expect(message).toContain('To: vecina@villaverde-del-arroyo.example');
      expect(message).toContain('filename=justificante.pdf');
      expect(message).toContain(pdf.toString('base64'));
    });

    it('keeps a message queued while the server refuses it, then delivers it on a later try', async () => {
      const { app } = server();
      failing = true;
      try {
        const id = await app.db.transaction((tx) =>
          enqueueMail(tx, {
            to: 'reintento@villaverde-del-arroyo.example',
            subject: 'Aviso con reintento',
            text: 'Hola.',
          }),
        );
        // The background worker tries first and fails.
        await vi.waitFor(async () => expect((await rowOf(app.db, id))?.last_error).toBeTruthy(), {
          timeout: 15_000,
        });
        const failed = await rowOf(app.db, id);
        expect(failed?.attempts).toBe(1);
        expect(failed?.sent_at).toBeNull();
        expect(failed?.last_error).toContain('Buzón temporalmente no disponible');
        expect(failed?.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

        // Still refused on the next due try (a clock injected past the backoff): stays queued, waits longer.
        const transport = createSmtpTransport(
          smtpUrl,
          'Ayuntamiento <no-responder@villaverde-del-arroyo.example>',
        );
        const later = new Date(Date.now() + backoffMs(1) + 1000);
        expect(await processDueMail(app.db, transport, later, log)).toMatchObject({ failed: 1, sent: 0 });
        const twice = await rowOf(app.db, id);
        expect(twice?.attempts).toBe(2);
        expect(twice?.next_attempt_at.getTime()).toBe(later.getTime() + backoffMs(2));
        // Not due yet: nothing is claimed.
        expect(await processDueMail(app.db, transport, later, log)).toEqual({ sent: 0, failed: 0 });

        failing = false;
        const afterBackoff = new Date(later.getTime() + backoffMs(2));
        expect(await processDueMail(app.db, transport, afterBackoff, log)).toMatchObject({ sent: 1 });
        const sent = await rowOf(app.db, id);
        expect(sent?.sent_at).toBeInstanceOf(Date);
        expect(sent?.last_error).toBeNull();
        expect(received.some((m) => m.includes('Aviso con reintento'))).toBe(true);
        transport.close();
      } finally {
        failing = false;
      }
    });

    it('gives up after the last attempt, leaving the message and its error for a person to see', async () => {
      const { app } = server();
      const id = await enqueueMail(app.db, {
        to: 'agotado@villaverde-del-arroyo.example',
        subject: 'Agotado',
        text: 'x',
      });
      // As if it had already failed every try but one, with its next try far in the future for the app's worker.
      await app.db.query(
        "update mail_queue set attempts = $2, next_attempt_at = now() + interval '1 day' where id = $1",
        [id, MAX_ATTEMPTS - 1],
      );
      const failingTransport = { send: () => Promise.reject(new Error('conexión rechazada')), close() {} };
      const due = new Date(Date.now() + 2 * 86_400_000);
      expect(await processDueMail(app.db, failingTransport, due, log)).toMatchObject({ failed: 1 });
      expect(log.error).toHaveBeenCalled();
      expect((await rowOf(app.db, id))?.attempts).toBe(MAX_ATTEMPTS);
      expect(
        await processDueMail(app.db, failingTransport, new Date(due.getTime() + 365 * 86_400_000), log),
      ).toEqual({
        sent: 0,
        failed: 0,
      });
    });
  },
  { env: { SMTP_URL: smtpUrl } },
);

it('without SMTP_URL, each message becomes an .eml file and one log line without the body', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sede-correo-'));
  try {
    const lines: string[] = [];
    const transport = createOutboxTransport(dir, 'Ayuntamiento <no-responder@localhost>', {
      info: (m) => lines.push(m),
    });
    await transport.send({
      id: 7,
      to: 'admin@villaverde-del-arroyo.example',
      subject: 'Token',
      text: 'Tu token es:\n\nSECRETO123',
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-7\.eml$/);
    const eml = readFileSync(path.join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('SECRETO123');
    expect(eml).toContain('To: admin@villaverde-del-arroyo.example');
    expect(lines).toHaveLength(1);
    // The line says which message and where, never to whom (issue 12: no personal data in logs).
    expect(lines[0]).toContain('-7.eml');
    expect(lines[0]).not.toContain('admin@villaverde-del-arroyo.example');
    expect(lines[0]).not.toContain('SECRETO123');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('backoff doubles from one minute and is capped at six hours', () => {
  expect([1, 2, 3, 4].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  expect(backoffMs(30)).toBe(6 * 3_600_000);
});
