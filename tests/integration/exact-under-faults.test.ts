import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { toMultipart } from '#engine/wire/multipart.ts';
import type { Queryable } from '#server/db/db.ts';
import { removeAbandonedFiles } from '#server/features/procedures/file-intents.ts';
import { startRecovery } from '#server/features/procedures/recovery.ts';
import { describeWithServer } from './databases.ts';
import {
  countEntries,
  exampleData,
  file,
  pdfBytes,
  postExample,
  postSubmission,
  procedureBySlug,
  unique,
} from './procedures-helpers.ts';

// Issue 12, finding 6: a database blip right after a submission committed.
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const procedure = procedureBySlug('solicitud-general');
const blip = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

async function failInserts(db: Queryable, table: string, errcode: string): Promise<() => Promise<void>> {
  await db.exec(`
    create function prueba_corte() returns trigger language plpgsql as $$
    begin raise exception 'corte inyectado' using errcode = '${errcode}'; end $$;
    create trigger prueba_corte before insert on ${table} for each row execute function prueba_corte();`);
  return () => db.exec(`drop trigger prueba_corte on ${table}; drop function prueba_corte();`);
}

const mailsOf = (db: Queryable, registro: string) =>
  db.query("select id from mail_queue where asunto like '%' || $1 || '%'", [registro]);

describeWithServer(
  'Exactitud ante cortes de la base de datos',
  (server) => {
    it('a blip while recording the receipt: the resident gets it and the recovery loop records it and queues the mails within seconds', async () => {
      const { app } = server();
      const restore = await failInserts(app.db, 'mail_queue', '08006');
      let registro: string;
      let delivered: Buffer;
      try {
        const { response } = await postExample(app, procedure);
        expect(response.statusCode).toBe(201);
        registro = String(response.headers['x-numero-registro']);
        delivered = response.rawPayload;
      } finally {
        await restore();
      }
      const [before] = await app.db.query<{ hash: string | null }>(
        'select justificante_sha256 as hash from tramites where registro = $1',
        [registro],
      );
      expect(before?.hash).toBeNull();
      expect(await mailsOf(app.db, registro)).toHaveLength(0);

      const recovery = startRecovery(app);
      const started = Date.now();
      try {
        for (;;) {
          const [row] = await app.db.query<{ hash: string | null }>(
            'select justificante_sha256 as hash from tramites where registro = $1',
            [registro],
          );
          if (row?.hash) {
            expect(row.hash).toBe(sha256(delivered));
            break;
          }
          expect(Date.now() - started, 'justificante sin anotar').toBeLessThan(15_000);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      } finally {
        await recovery.stop();
      }
      // The council's inbox and the applicant, once each.
      expect(await mailsOf(app.db, registro)).toHaveLength(2);
      const verified = await app.inject(
        `/api/verificar/${(await app.db.query<{ csv: string }>('select csv from tramites where registro = $1', [registro]))[0]?.csv}`,
      );
      expect((verified.json() as { justificanteSha256: string }).justificanteSha256).toBe(sha256(delivered));
    });

    it('a 503 after the commit and the retry with the same Idempotency-Key end with one entry', async () => {
      const { app } = server();
      const entries = await countEntries(app);
      const data = exampleData(procedure);
      const files = {
        documentos: [
          { clave: 'otros', archivo: file(pdfBytes(`reintento ${unique()}`), 'a.pdf', 'application/pdf') },
        ],
      };
      const headers = { 'idempotency-key': `reintento-${unique()}` };
      const original = app.db.transaction.bind(app.db);
      // The submission's transaction commits, then the connection dies before the answer is built. Only that
      // one: a background task's transaction (the mail worker, say) may come first on a busy machine.
      app.db.transaction = async <T>(fn: (tx: Queryable) => Promise<T>) => {
        let records = false;
        const result = await original((tx) =>
          fn({
            ...tx,
            query: (sql, params) => {
              records ||= /^\s*insert into tramites\b/i.test(sql);
              return tx.query(sql, params);
            },
          }),
        );
        if (!records) return result;
        app.db.transaction = original;
        throw blip();
      };
      const first = await postSubmission(app, procedure, toMultipart(data, files), headers);
      expect(first.statusCode).toBe(503);
      expect(first.headers['retry-after']).toMatch(/^\d+$/);
      expect(await countEntries(app)).toBe(entries + 1);

      const retry = await postSubmission(app, procedure, toMultipart(data, files), headers);
      expect(retry.statusCode).toBe(200);
      expect(retry.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await countEntries(app)).toBe(entries + 1);
    });

    it('a failed submission whose clean-up fails too leaves its file noted and removed by a later round', async () => {
      const { app } = server();
      const fresh = pdfBytes(`huérfano ${unique()}`);
      const restore = await failInserts(app.db, 'tramites_archivos', 'P0001');
      const remove = app.files.remove;
      app.files.remove = async () => {
        throw Object.assign(new Error('EIO: fallo de disco'), { code: 'EIO' });
      };
      try {
        const data = exampleData(procedure);
        const files = { documentos: [{ clave: 'otros', archivo: file(fresh, 'b.pdf', 'application/pdf') }] };
        const response = await postSubmission(app, procedure, toMultipart(data, files));
        expect(response.statusCode).toBe(500);
      } finally {
        app.files.remove = remove;
        await restore();
      }
      expect(await app.files.exists(sha256(fresh))).toBe(true);
      const noted = await app.db.query('select id from archivos_pendientes where sha256 = $1', [
        sha256(fresh),
      ]);
      expect(noted).toHaveLength(1);
      // The recovery loop's round (grace 0 here instead of its ten seconds).
      expect(await removeAbandonedFiles(app, 0)).toBeGreaterThanOrEqual(1);
      expect(await app.files.exists(sha256(fresh))).toBe(false);
      expect(await app.db.query('select id from archivos_pendientes')).toHaveLength(0);
    });

    it('files of committed entries are never removed by the recovery round', async () => {
      const { app } = server();
      const { response } = await postExample(app, procedure);
      expect(response.statusCode).toBe(201);
      await app.db.query(
        "insert into archivos_pendientes (sha256, creado) select sha256, now() - interval '1 hour' from tramites_archivos",
      );
      await removeAbandonedFiles(app, 0);
      const rows = await app.db.query<{ sha256: string }>('select sha256 from tramites_archivos');
      for (const row of rows) expect(await app.files.exists(row.sha256)).toBe(true);
    });
  },
  { env: { COUNCIL_INBOX: 'registro@villaverde.example' } },
);
