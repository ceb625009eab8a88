import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { toMultipart } from '#engine/wire/multipart.ts';
import { createMailTransport } from '#server/mail/transport.ts';
import { processDueMail } from '#server/mail/worker.ts';
import { describeWithServer } from './databases.ts';
import { exampleData, exampleFiles, postSubmission, procedureBySlug } from './procedures-helpers.ts';

// Issue 12, findings 5 and 11: the outbox logged every recipient and a database error quoted a submission.
const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const tag = randomBytes(4).toString('hex');
const number = randomInt(10_000_000, 99_999_999);
const resident = {
  nombre: `Remedios Zarzalejo ${tag}`,
  dni: `${number}${LETTERS[number % 23]}`,
  email: `remedios.${tag}@villaverde-del-arroyo.example`,
  texto: `Solicito el arreglo del farol de la plaza ${tag}`,
};

// Every line the server logs, at every level, for the suite of the database under test.
const lines: string[] = [];

describeWithServer(
  'Registros sin datos personales',
  (server) => {
    afterAll(() => {
      lines.length = 0;
    });

    it('logs nothing of a resident at any level: submission, mail, NUL refusal, database and SMTP errors', async () => {
      const { app } = server();
      const procedure = procedureBySlug('solicitud-general');
      const example = exampleData(procedure);
      const textField = Object.entries(example).find(
        ([key, value]) => typeof value === 'string' && value.length > 60 && !/mail|nombre|dni/i.test(key),
      )?.[0];
      if (!textField) throw new Error('El ejemplo no tiene un texto libre');
      const data = { ...example, ...pick(example, resident), [textField]: resident.texto };
      const files = await exampleFiles(procedure, data);

      const accepted = await postSubmission(app, procedure, toMultipart(data, files));
      expect(accepted.statusCode, accepted.body).toBe(201);
      const withNul = await postSubmission(
        app,
        procedure,
        toMultipart({ ...data, [textField]: `${resident.texto}\u0000` }, files),
      );
      expect(withNul.statusCode).toBe(400);

      // The queued mails go through the embedded outbox, which logged each recipient before.
      // The app's own mail worker may send some of them first: either way each goes through the same log.
      const transport = createMailTransport(app.config, app.log);
      const unsent = async () =>
        (
          await app.db.query<{ n: number }>('select count(*)::int as n from mail_queue where sent_at is null')
        )[0]?.n ?? 0;
      expect(await unsent()).toBeGreaterThan(0);
      for (let round = 0; round < 50 && (await unsent()) > 0; round++) {
        await processDueMail(app.db, transport, new Date(), app.log);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await unsent()).toBe(0);
      // An SMTP refusal quotes the recipient in its message. Due only in an hour, so the app's worker leaves it.
      await app.db.query(
        `insert into mail_queue (destinatario, asunto, texto, adjuntos, next_attempt_at)
         values ($1, $2, $3, $4, now() + interval '1 hour')`,
        [resident.email, 'Prueba', 'Hola', '[]'],
      );
      const refusing = {
        send: async (message: { to: string }) => {
          throw new Error(`550 5.1.1 <${message.to}>: Recipient address rejected`);
        },
        close: () => {},
      };
      const later = new Date(Date.now() + 2 * 60 * 60_000);
      expect((await processDueMail(app.db, refusing, later, app.log)).failed).toBe(1);

      // A database error quotes the statement's data in its message, detail and context.
      for (const sql of ['select $1::int', 'select $1::jsonb']) {
        const value = sql.endsWith('int')
          ? resident.nombre
          : JSON.stringify({ email: `${resident.email}\u0000` });
        const error = await app.db.query(sql, [value]).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(Error);
        app.log.error({ err: error }, 'error de base de datos de prueba');
      }

      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(5);
      expect(log).toContain('error de base de datos de prueba');
      for (const [what, value] of Object.entries(resident)) {
        expect(log.toLowerCase(), `${what} en el registro`).not.toContain(value.toLowerCase());
      }
      expect(log).not.toContain(resident.email.split('@')[0]);
    });
  },
  {
    env: { LOG_LEVEL: 'trace', COUNCIL_INBOX: 'registro@villaverde.example' },
    app: { logStream: { write: (line) => lines.push(line) } },
  },
);

/** The resident's values for the fields the example has (nombre, dni, email), under the same names. */
function pick(example: Record<string, unknown>, values: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).filter(([key]) => key in example));
}
