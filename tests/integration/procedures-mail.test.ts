import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { processDueMail } from '#server/mail/worker.ts';
import { describeWithServer } from './databases.ts';
import { countEntries, postExample, procedureBySlug } from './procedures-helpers.ts';

const INBOX = 'registro@villaverde-del-arroyo.example';
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const silent = { error() {}, warn() {} };

interface QueuedMail {
  id: number;
  destinatario: string;
  asunto: string;
  texto: string;
  adjuntos: Array<{ filename: string; contentType: string; content: string }>;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
}

// SMTP_URL points at a closed port: the app's own mail worker fails for real and must retry.
describeWithServer(
  'Trámites: correos al registro y a la persona solicitante',
  (server) => {
    const mailsOf = (app: ReturnType<typeof server>['app'], registro: string) =>
      app.db.query<QueuedMail>(
        `select id, destinatario, asunto, texto, adjuntos, attempts, last_error, sent_at from mail_queue
         where asunto like '%' || $1 || '%' order by id`,
        [registro],
      );

    it('queues the receipt for the council inbox and the applicant; a failing transport never loses the entry', async () => {
      const { app } = server();
      const procedure = procedureBySlug('alta-padron');
      const { data, response } = await postExample(app, procedure);
      expect(response.statusCode).toBe(201);
      const registro = String(response.headers['x-numero-registro']);
      const mails = await mailsOf(app, registro);
      expect(mails.map((m) => m.destinatario).sort()).toEqual([INBOX, data.emailContacto].sort());
      for (const mail of mails) {
        expect(mail.adjuntos).toHaveLength(1);
        expect(mail.adjuntos[0]?.filename).toBe('alta-padron.pdf');
        expect(mail.adjuntos[0]?.contentType).toBe('application/pdf');
        // The attachment is the very receipt the resident downloaded.
        expect(sha256(Buffer.from(mail.adjuntos[0]?.content ?? '', 'base64'))).toBe(
          sha256(response.rawPayload),
        );
        expect(mail.texto).toContain(registro);
      }

      // The app's worker tries, fails (nothing listens on the SMTP port) and schedules a retry.
      await expect
        .poll(async () => (await mailsOf(app, registro)).every((m) => m.attempts >= 1 && m.last_error), {
          timeout: 15_000,
          interval: 250,
        })
        .toBe(true);
      const failed = await mailsOf(app, registro);
      expect(failed.every((m) => m.sent_at === null)).toBe(true);
      const [entry] = await app.db.query<{ n: number }>(
        'select count(*)::int as n from tramites where registro = $1',
        [registro],
      );
      expect(entry?.n).toBe(1);

      // Later (past the back-off) the transport works again and the retry delivers both.
      const delivered: string[] = [];
      const later = new Date(Date.now() + 10 * 60_000);
      await processDueMail(
        app.db,
        { send: async (m) => void delivered.push(m.to), close() {} },
        later,
        silent,
        50,
      );
      expect(delivered).toEqual(expect.arrayContaining([INBOX, String(data.emailContacto)]));
      expect((await mailsOf(app, registro)).every((m) => m.sent_at !== null)).toBe(true);
    });

    it('a procedure without an e-mail field still gets its inbox mail; a queue failure never fails the submission', async () => {
      const { app } = server();
      const procedure = procedureBySlug('declaracion-jurada-ppp');
      const entries = await countEntries(app);
      // Break the queue itself: the submission must still be registered and answered with its receipt.
      await app.db.exec('alter table mail_queue add constraint prueba_sin_correo check (false) not valid');
      try {
        const { response } = await postExample(app, procedure);
        expect(response.statusCode).toBe(201);
        expect(response.headers['content-type']).toBe('application/pdf');
        const [row] = await app.db.query<{ justificante_sha256: string }>(
          'select justificante_sha256 from tramites where registro = $1',
          [String(response.headers['x-numero-registro'])],
        );
        expect(row?.justificante_sha256).toBe(sha256(response.rawPayload));
      } finally {
        await app.db.exec('alter table mail_queue drop constraint prueba_sin_correo');
      }
      expect(await countEntries(app)).toBe(entries + 1);
    });
  },
  { env: { COUNCIL_INBOX: INBOX, SMTP_URL: 'smtp://127.0.0.1:9' } },
);
