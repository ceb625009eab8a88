import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { toMultipart } from '#engine/wire/multipart.ts';
import { completePendingReceipts } from '#server/features/procedures/pending-receipts.ts';
import { describeWithEnv } from './databases.ts';
import {
  countEntries,
  exampleData,
  exampleFiles,
  file,
  pdfBytes,
  postExample,
  postSubmission,
  procedureBySlug,
  SAME_APPLICANT_ENV,
  storedFiles,
  unique,
} from './procedures-helpers.ts';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describeWithEnv(SAME_APPLICANT_ENV)('Trámites: registro, idempotencia y fallos', (server) => {
  const procedure = procedureBySlug('solicitud-general');

  it('a retry with the same Idempotency-Key gets the same receipt and no second entry', async () => {
    const { app } = server();
    const data = exampleData(procedure);
    const files = await exampleFiles(procedure, data);
    const key = `reintento-${unique()}`;
    const first = await postSubmission(app, procedure, toMultipart(data, files), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const entries = await countEntries(app);
    const again = await postSubmission(app, procedure, toMultipart(data, files), { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(sha256(again.rawPayload)).toBe(sha256(first.rawPayload));
    expect(again.headers['x-numero-registro']).toBe(first.headers['x-numero-registro']);
    expect(await countEntries(app)).toBe(entries);

    const other = toMultipart({ ...data, solicita: 'Otra cosa distinta.' }, files);
    const reused = await postSubmission(app, procedure, other, { 'idempotency-key': key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      mensaje: 'Esa clave de idempotencia ya se usó para otra solicitud distinta.',
    });

    const bad = await postSubmission(app, procedure, toMultipart(data, files), {
      'idempotency-key': 'corta',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('two requests racing with one Idempotency-Key make one entry', async () => {
    const { app } = server();
    const data = exampleData(procedure);
    const files = await exampleFiles(procedure, data);
    const key = `carrera-${unique()}`;
    const entries = await countEntries(app);
    const [a, b] = await Promise.all([
      postSubmission(app, procedure, toMultipart(data, files), { 'idempotency-key': key }),
      postSubmission(app, procedure, toMultipart(data, files), { 'idempotency-key': key }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(sha256(a.rawPayload)).toBe(sha256(b.rawPayload));
    expect(await countEntries(app)).toBe(entries + 1);
  });

  it('concurrent submissions get distinct consecutive numbers', async () => {
    const { app } = server();
    const responses = await Promise.all(Array.from({ length: 6 }, () => postExample(app, procedure)));
    const numbers = responses.map(({ response }) => String(response.headers['x-numero-registro']));
    expect(new Set(numbers).size).toBe(6);
    const rows = await app.db.query<{ numero: number }>('select numero from tramites order by numero');
    expect(rows.map((r) => r.numero)).toEqual(rows.map((_r, i) => i + 1));
  });

  it('a failure between storing the files and the commit leaves no entry and no orphan file', async () => {
    const { app, config } = server();
    const filesBefore = storedFiles(config.dataDir);
    const entries = await countEntries(app);
    // The failure is injected in the database, after the entry row and while the files' rows are written.
    await app.db.exec(`
      create function prueba_fallo() returns trigger language plpgsql as $$
      begin raise exception 'fallo inyectado'; end $$;
      create trigger prueba_fallo before insert on tramites_archivos for each row execute function prueba_fallo();`);
    try {
      const data = exampleData(procedure);
      const fresh = pdfBytes(`nuevo ${unique()}`);
      const files = {
        documentos: [{ clave: 'otros', archivo: file(fresh, 'nuevo.pdf', 'application/pdf') }],
      };
      const response = await postSubmission(app, procedure, toMultipart(data, files));
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        mensaje: 'Se ha producido un error interno. Inténtalo de nuevo más tarde.',
      });
      expect(await app.files.exists(sha256(fresh))).toBe(false);
    } finally {
      await app.db.exec('drop trigger prueba_fallo on tramites_archivos; drop function prueba_fallo();');
    }
    expect(await countEntries(app)).toBe(entries);
    expect(storedFiles(config.dataDir)).toEqual(filesBefore);
  });

  it('an entry left without its receipt (the process stopped after the commit) gets it, and its mail, at start', async () => {
    const { app } = server();
    const { response } = await postExample(app, procedure);
    const registro = String(response.headers['x-numero-registro']);
    // As if the process had stopped right after the commit: no receipt recorded, no mail queued.
    await app.db.query(
      `update tramites set justificante_sha256 = null, justificante_bytes = null,
         presentado_en = presentado_en - interval '2 minutes' where registro = $1`,
      [registro],
    );
    await app.db.query("delete from mail_queue where asunto like '%' || $1 || '%'", [registro]);
    await completePendingReceipts(app);
    const [row] = await app.db.query<{ justificante_sha256: string | null }>(
      'select justificante_sha256 from tramites where registro = $1',
      [registro],
    );
    expect(row?.justificante_sha256).toMatch(/^[0-9a-f]{64}$/);
    const mails = await app.db.query("select id from mail_queue where asunto like '%' || $1 || '%'", [
      registro,
    ]);
    expect(mails).toHaveLength(1);
    // Idempotent: a second run finds nothing to do and queues nothing more.
    await completePendingReceipts(app);
    expect(
      await app.db.query("select id from mail_queue where asunto like '%' || $1 || '%'", [registro]),
    ).toHaveLength(1);
  });

  it('a failure keeps files that a committed entry already uses', async () => {
    const { app } = server();
    const data = exampleData(procedure);
    const shared = pdfBytes(`compartido ${unique()}`);
    const files = { documentos: [{ clave: 'otros', archivo: file(shared, 'a.pdf', 'application/pdf') }] };
    expect((await postSubmission(app, procedure, toMultipart(data, files))).statusCode).toBe(201);
    await app.db.exec(`
      create function prueba_fallo() returns trigger language plpgsql as $$
      begin raise exception 'fallo inyectado'; end $$;
      create trigger prueba_fallo before insert on tramites_archivos for each row execute function prueba_fallo();`);
    try {
      expect((await postSubmission(app, procedure, toMultipart(data, files))).statusCode).toBe(500);
    } finally {
      await app.db.exec('drop trigger prueba_fallo on tramites_archivos; drop function prueba_fallo();');
    }
    expect(await app.files.exists(sha256(shared))).toBe(true);
  });
});
