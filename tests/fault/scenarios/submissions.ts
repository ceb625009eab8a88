import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { toMultipart } from '#engine/wire/multipart.ts';
import { type FaultContext, pick, type Scenario, Tally, tryFetch } from '../scenario.ts';
import { prefixed } from './content-reads.ts';

const SLUG = 'solicitud-general';
const tally = new Tally();
/** Tries of one submission (the first and its retries with the same Idempotency-Key). */
const RETRIES = 8;
/** Every submission a client got a receipt for, with the SHA-256 of the file it attached. */
const acknowledged: Array<{ registro: string; sha256: string }> = [];

function example() {
  const procedure = loadCatalogue().find((p) => p.slug === SLUG);
  const data = (procedure?.schema.examples as unknown[] | undefined)?.[0];
  if (!procedure || !data) throw new Error(`El trámite ${SLUG} no tiene ejemplo en schema.json`);
  return { procedure, data: data as Record<string, unknown> };
}

/** Procedure submissions with a unique PDF each: a receipt is a promise that the entry and file are stored. */
export const submissions: Scenario = {
  name: 'trámites',
  workers: 2,
  async worker(ctx) {
    const { procedure, data } = example();
    const slot = procedure.documentos[0]?.clave ?? 'otros';
    while (!ctx.stopped()) {
      const pdf = Buffer.from(`%PDF-1.4\n% prueba de fallos ${randomBytes(12).toString('hex')}\n%%EOF\n`);
      const archivo = new File([pdf], 'anexo.pdf', { type: 'application/pdf' });
      // As the web form does: one key per attempt, the same key on every retry after a 503 or a lost answer.
      const key = randomBytes(16).toString('hex');
      for (let attempt = 0; attempt < RETRIES; attempt += 1) {
        const response = await tryFetch(`${pick(ctx.servers)}/api${procedure.api}`, {
          method: 'POST',
          body: toMultipart(data, { documentos: [{ clave: slot, archivo }] }),
          headers: { 'idempotency-key': key },
        });
        if (attempt > 0) tally.add('reintentos');
        if (!response) {
          tally.add('sin conexión');
          await new Promise((resolve) => setTimeout(resolve, 300));
          continue;
        }
        const body = Buffer.from(await response.arrayBuffer());
        const registro = response.headers.get('x-numero-registro');
        if (response.ok && registro && body.subarray(0, 5).toString() === '%PDF-') {
          acknowledged.push({ registro, sha256: createHash('sha256').update(pdf).digest('hex') });
          tally.add('justificante');
          break;
        }
        tally.add(String(response.status));
        if (response.status !== 503) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  },
  async verify(ctx) {
    const problems: string[] = [];
    const rows = await ctx.db.query<{ registro: string; sha256: string; justificante: string | null }>(
      `select t.registro, a.sha256, t.justificante_sha256 as justificante
         from tramites t join tramites_archivos a on a.tramite_id = t.id where t.registro = any($1)`,
      [acknowledged.map((a) => a.registro)],
    );
    const stored = new Map(rows.rows.map((row) => [row.registro, row]));
    for (const { registro, sha256 } of acknowledged) {
      const row = stored.get(registro);
      if (!row) problems.push(`el trámite ${registro} tuvo justificante pero no está guardado`);
      else if (row.sha256 !== sha256) problems.push(`el archivo del trámite ${registro} no coincide`);
      else if (!(await fileMatches(ctx, sha256))) problems.push(`falta o no coincide el archivo ${sha256}`);
    }
    if (acknowledged.length === 0) problems.push('ningún trámite recibió justificante');
    const figures = prefixed('trámites', tally.counts);
    // The recovery loop finishes receipts (5 s) and abandoned files (10 s) within seconds: wait for it.
    const exact = await settle(() => exactness(ctx), 40_000);
    figures['trámites sin justificante anotado'] = exact.unrecorded;
    figures['trámites sin correos en cola'] = exact.withoutMail;
    figures['archivos huérfanos'] = exact.orphans;
    figures['trámites duplicados tras reintentar'] = exact.duplicates;
    if (exact.unrecorded > 0) problems.push(`${exact.unrecorded} trámites sin justificante anotado`);
    if (exact.withoutMail > 0) problems.push(`${exact.withoutMail} trámites sin correos en cola`);
    if (exact.orphans > 0) problems.push(`${exact.orphans} archivos huérfanos en el almacén`);
    if (exact.duplicates > 0) problems.push(`${exact.duplicates} trámites duplicados tras reintentar`);
    return { problems, figures };
  },
};

/** The content-addressed store keeps `files/ab/cd/<sha256>`; its bytes must hash to its name. */
async function fileMatches(ctx: FaultContext, sha256: string): Promise<boolean> {
  try {
    const bytes = await readFile(
      path.join(ctx.dataDir, 'files', sha256.slice(0, 2), sha256.slice(2, 4), sha256),
    );
    return createHash('sha256').update(bytes).digest('hex') === sha256;
  } catch {
    return false;
  }
}

interface Exactness {
  unrecorded: number;
  withoutMail: number;
  orphans: number;
  duplicates: number;
}

/** Counts what must be zero once recovery is done: unrecorded receipts, unqueued mails, orphans, duplicates. */
async function exactness(ctx: FaultContext): Promise<Exactness> {
  const count = async (sql: string) => Number((await ctx.db.query<{ n: number }>(sql)).rows[0]?.n ?? 0);
  const unrecorded = await count('select count(*)::int as n from tramites where justificante_sha256 is null');
  const withoutMail = await count(
    `select count(*)::int as n from tramites t
     where not exists (select 1 from mail_queue m where m.asunto like '%' || t.registro || '%')`,
  );
  // Every attempt attaches a PDF of its own: two entries with one attachment are one attempt registered twice.
  const duplicates = await count(
    'select count(*)::int as n from (select sha256 from tramites_archivos group by sha256 having count(distinct tramite_id) > 1) d',
  );
  const referenced = new Set(
    (
      await ctx.db.query<{ sha256: string }>(
        'select sha256 from tramites_archivos union select justificante_sha256 from tramites where justificante_sha256 is not null',
      )
    ).rows.map((row) => row.sha256),
  );
  let orphans = 0;
  try {
    const root = path.join(ctx.dataDir, 'files');
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !referenced.has(entry.name)) orphans += 1;
    }
  } catch {}
  return { unrecorded, withoutMail, orphans, duplicates };
}

/** Polls `measure` until every figure is zero or `ms` pass; returns the last figures. */
async function settle(measure: () => Promise<Exactness>, ms: number): Promise<Exactness> {
  const until = Date.now() + ms;
  for (;;) {
    const figures = await measure();
    if (Object.values(figures).every((n) => n === 0) || Date.now() > until) return figures;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
