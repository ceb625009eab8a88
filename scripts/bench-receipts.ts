// `npm run bench:receipts`: the receipt PDF alone (every procedure's example) and a whole submission through
// `app.inject` (multipart parsing, validation, files, the registry transaction, the receipt and its mails) on
// in-memory PGlite; writes median, p95 and receipts per second to its own section of BENCHMARKS.md.

import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { renderReceipt } from '#engine/node/pdf/receipt.ts';
import { toMultipart } from '#engine/wire/multipart.ts';
import { buildApp } from '#server/app.ts';
import { scratchConfig } from '#server/config.ts';
import { receiptCouncil } from '#server/features/procedures/receipt-council.ts';
import { sealerFor } from '#server/features/seal/index.ts';
import { writeBenchmarksSection } from './benchmarks-section.ts';

const START = '<!-- bench:receipts:start -->';
const END = '<!-- bench:receipts:end -->';
const WARMUP = 20;
const RECEIPTS = 280;
const SUBMISSIONS = 150;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (times: number[], totalMs: number) => ({
  median: percentile(times, 50),
  p95: percentile(times, 95),
  perSecond: (times.length / totalMs) * 1000,
});

const catalogue = loadCatalogue();
const examples = catalogue.map((procedure) => ({
  procedure,
  data: (procedure.schema.examples as Array<Record<string, unknown>>)[0] ?? {},
}));

async function timeReceipts(): Promise<ReturnType<typeof summary>> {
  const council = await receiptCouncil();
  const render = (i: number) => {
    const { procedure, data } = examples[i % examples.length] as (typeof examples)[number];
    return renderReceipt({
      council,
      procedure,
      data,
      registro: `2026/${String(i + 1).padStart(6, '0')}`,
      presentadoEn: new Date(),
      csv: 'ABCDEFGHJKMNPQRSTUVW',
      verificationUrl: 'https://sede.example/verificar?csv=ABCDEFGHJKMNPQRSTUVW',
      attachments: [
        { nombre: 'documento.pdf', tipo: 'Otros documentos', bytes: 123_456, sha256: 'a'.repeat(64) },
      ],
    });
  };
  for (let i = 0; i < WARMUP; i++) await render(i);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < RECEIPTS; i++) {
    const t = performance.now();
    await render(i);
    times.push(performance.now() - t);
  }
  return summary(times, performance.now() - started);
}

async function timeSubmissions(): Promise<ReturnType<typeof summary>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-receipts-'));
  const config = scratchConfig(dataDir, {
    COUNCIL_INBOX: 'registro@villaverde-del-arroyo.example',
    SEED_DEMO: 'false',
    // Every submission carries the same example applicant: measure it mailed each time, as a resident's is.
    LIMIT_SUBMISSION_MAILS_PER_DAY: '1000000',
  });
  const app = await buildApp(config);
  try {
    const procedure = catalogue.find((p) => p.slug === 'solicitud-general');
    if (!procedure) throw new Error('Falta el trámite solicitud-general');
    const data = (procedure.schema.examples as Array<Record<string, unknown>>)[0] ?? {};
    // A different small PDF each time, as residents' files are: every submission stores a new file.
    const submit = (i: number) => {
      const pdf = new File([`%PDF-1.4\n% documento ${i}\n%%EOF\n`], 'documento.pdf', {
        type: 'application/pdf',
      });
      const body = toMultipart(data, { documentos: [{ clave: 'otros', archivo: pdf }] });
      // One resident per submission (an address each), as the per-address limits expect of real traffic.
      const remoteAddress = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      return app.inject({ method: 'POST', url: `/api${procedure.api}`, payload: body, remoteAddress });
    };
    for (let i = 0; i < WARMUP; i++) await submit(i);
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; i < SUBMISSIONS; i++) {
      const t = performance.now();
      const response = await submit(WARMUP + i);
      times.push(performance.now() - t);
      if (response.statusCode !== 201)
        throw new Error(`Envío rechazado: ${response.statusCode} ${response.body}`);
    }
    return summary(times, performance.now() - started);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The PAdES seal alone (demo certificate) on one rendered receipt: what sealing adds to every submission.
async function timeSeals(): Promise<ReturnType<typeof summary>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-seal-'));
  try {
    const sealer = await sealerFor({
      dataDir,
      sealP12Path: undefined,
      sealP12Password: undefined,
      sealTsaUrl: undefined,
    });
    const { procedure, data } = examples[0] as (typeof examples)[number];
    const pdf = await renderReceipt({
      council: await receiptCouncil(),
      procedure,
      data,
      registro: '2026/000001',
      presentadoEn: new Date(),
      csv: 'ABCDEFGHJKMNPQRSTUVW',
      verificationUrl: 'https://sede.example/verificar?csv=ABCDEFGHJKMNPQRSTUVW',
      attachments: [],
    });
    for (let i = 0; i < WARMUP; i++) await sealer.seal(pdf, new Date(), console);
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; i < RECEIPTS; i++) {
      const t = performance.now();
      await sealer.seal(pdf, new Date(), console);
      times.push(performance.now() - t);
    }
    return summary(times, performance.now() - started);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const receipts = await timeReceipts();
const seals = await timeSeals();
const submissions = await timeSubmissions();
const lines = [
  START,
  '## Justificantes de trámites (`npm run bench:receipts`)',
  '',
  `Justificante solo: ${RECEIPTS} PDF de los ${catalogue.length} trámites (sus ejemplos, un adjunto), sin sellar. Sello: el del primero, ${RECEIPTS} veces, con el certificado de demostración. Envío completo: ${SUBMISSIONS} solicitudes generales con un PDF adjunto por \`app.inject\` (multipart, validación, archivos, transacción del registro, justificante y correos en cola), PGlite en memoria. ${cpus().length} CPU, Node ${process.version}. Medido el ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| Medida | Mediana | p95 | Por segundo | Objetivo |',
  '| --- | --- | --- | --- | --- |',
  `| Justificante (PDF) | ${ms(receipts.median)} | ${ms(receipts.p95)} | ${receipts.perSecond.toFixed(1)} | mediana ≤ 20 ms |`,
  `| Sello PAdES del justificante | ${ms(seals.median)} | ${ms(seals.p95)} | ${seals.perSecond.toFixed(1)} | mediana ≤ 5 ms |`,
  `| Envío → justificante (sellado) | ${ms(submissions.median)} | ${ms(submissions.p95)} | ${submissions.perSecond.toFixed(1)} | mediana ≤ 60 ms |`,
  END,
];
const section = lines.join('\n');
console.info(section);
writeBenchmarksSection(section, START, END);
