// `npm run test:fault`: two replicas on a fresh PostgreSQL database under load (content reads, procedure
// submissions, court bookings); one replica is SIGKILLed and restarted mid-run, then every connection to the
// database is cut for a few seconds. Afterwards: nothing acknowledged is lost, no booking overlaps, no hold is
// endless, every queued mail is sent, no process crashed on the blip, no answer was a 5xx other than 503, and
// within seconds every entry has its receipt recorded and its mails queued, no file is orphaned and no retry
// (same Idempotency-Key) registered a second entry. Cleans up after itself; writes its
// figures to BENCHMARKS.md. DATABASE server: FAULT_DATABASE_URL or TEST_DATABASE_URL or the local default.

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, cutConnections, Replica, startSmtp } from '../tests/fault/harness.ts';
import { drainMail } from '../tests/fault/mail-drain.ts';
import { type FaultContext, serverErrors } from '../tests/fault/scenario.ts';
import { scenarios } from '../tests/fault/scenarios/index.ts';
import { writeBenchmarksSection } from './benchmarks-section.ts';

const SERVER_URL =
  process.env.FAULT_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const BLIP_MS = 4000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

const started = Date.now();
const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' / ');
const work = mkdtempSync(path.join(tmpdir(), 'sede-fault-'));
const dataDir = path.join(work, 'data');
const database = await createDatabase(SERVER_URL);
const smtp = await startSmtp();
const checker = new pg.Pool({ connectionString: database.url, max: 2 });
checker.on('error', () => {}); // The blip cuts the checker's idle connections too.
const env = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: database.url,
  SMTP_URL: smtp.url,
  COUNCIL_INBOX: 'registro@villaverde.example',
  ADMIN_EMAIL: 'admin@villaverde.example',
  ADMIN_PASSWORD: 'Prueba-De-Fallos-2025!',
  WEB_DIR: path.join(work, 'sin-web'),
  // One public address for both replicas, as behind the balancer in production: the receipt prints its
  // verification link, so a receipt one replica regenerates for the other's entry has the very same bytes.
  PUBLIC_URL: 'https://sede.villaverde.example',
  // Every submission carries the schema example's one applicant: without this, past the daily cap of receipt
  // mails per recipient they would be registered with the mail skipped, and the run would measure less mail.
  LIMIT_SUBMISSION_MAILS_PER_DAY: '1000000',
};
const replicas = [
  new Replica('réplica A', await freePort(), env, path.join(work, 'a.log')),
  new Replica('réplica B', await freePort(), env, path.join(work, 'b.log')),
];
const [a, b] = replicas as [Replica, Replica];
// Ctrl-C or a stray error must not leave replicas running or the database behind.
process.on('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  await Promise.all(replicas.map((r) => r.stop()));
  await checker.end().catch(() => {});
  await smtp.close();
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
let failed = true;
try {
  // One after the other: the first runs the migrations and the seed, the second finds them done.
  await a.start();
  await b.start();
  let stopped = false;
  const ctx: FaultContext = {
    servers: replicas.map((r) => r.url),
    db: checker,
    dataDir,
    stopped: () => stopped,
  };
  const running = scenarios.flatMap((s) => Array.from({ length: s.workers }, (_, i) => s.worker(ctx, i)));

  const timeline: string[] = [];
  const mark = (event: string) => timeline.push(`${((Date.now() - started) / 1000).toFixed(1)} s: ${event}`);
  mark('carga en marcha');
  await sleep(8000);
  b.kill();
  mark('réplica B matada con SIGKILL');
  await sleep(2000);
  await b.start();
  mark('réplica B arrancada de nuevo y lista');
  await sleep(3000);
  mark('corte de conexiones a la base de datos');
  const cut = await cutConnections(SERVER_URL, database.name, BLIP_MS);
  mark(`fin del corte (${cut} conexiones cortadas)`);
  await sleep(8000);
  stopped = true;
  await Promise.all(running);
  mark('carga detenida');

  const problems: string[] = [];
  for (const replica of replicas) {
    problems.push(...replica.crashes);
    if (!replica.alive()) problems.push(`${replica.name} no sigue viva al final`);
  }
  const figures: Record<string, number> = { 'conexiones cortadas': cut };
  for (const scenario of scenarios) {
    const result = await scenario.verify(ctx);
    problems.push(...result.problems.map((p) => `${scenario.name}: ${p}`));
    Object.assign(figures, result.figures);
  }
  figures['respuestas 5xx distintas de 503'] = serverErrors.length;
  if (serverErrors.length > 0)
    problems.push(
      `${serverErrors.length} respuestas 5xx distintas de 503: ${serverErrors.slice(0, 5).join(', ')}`,
    );
  const mail = await drainMail(checker, 60_000);
  mark('cola de correo vaciada');
  if (mail.pending > 0)
    problems.push(`correo: ${mail.pending} mensajes sin enviar (${mail.abandoned} abandonados)`);
  if (smtp.received() < mail.sent)
    problems.push(`correo: ${mail.sent} marcados enviados, ${smtp.received()} recibidos por SMTP`);
  figures['correos enviados'] = mail.sent;
  figures['correos recibidos por SMTP (al menos una vez)'] = smtp.received();

  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.info(timeline.join('\n'));
  for (const [name, value] of Object.entries(figures)) console.info(`  ${name}: ${value}`);
  writeSection(figures, timeline, seconds, problems.length === 0);
  if (problems.length > 0) {
    console.error(`\n✗ ${problems.length} problemas:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    for (const replica of replicas) console.error(`\n--- ${replica.name} ---\n${replica.tail()}`);
  } else {
    console.info(`\n✓ prueba de fallos superada en ${seconds} s`);
    failed = false;
  }
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);

function writeSection(figures: Record<string, number>, timeline: string[], seconds: string, ok: boolean) {
  const START = '<!-- test:fault:start -->';
  const END = '<!-- test:fault:end -->';
  const section = [
    START,
    '## Prueba de fallos (`npm run test:fault`)',
    '',
    `Dos réplicas (\`src/server/main.ts\`, NODE_ENV=production) sobre una base nueva del PostgreSQL local, SMTP local, ${cpus().length} CPU, Node ${process.version}. Carga media al empezar: ${load}. Medido el ${new Date().toISOString().slice(0, 10)}; duración total ${seconds} s; resultado: ${ok ? 'superada' : 'NO superada'}.`,
    'El «corte» termina con `pg_terminate_backend` cada 100 ms todas las conexiones a la base de prueba durante 4 s, en lugar de parar el servidor PostgreSQL, que en CI comparten otras bases.',
    '',
    ...timeline.map((line) => `- ${line}`),
    '',
    '| Medida | Valor |',
    '| --- | --- |',
    ...Object.entries(figures).map(([name, value]) => `| ${name} | ${value} |`),
    END,
  ].join('\n');
  writeBenchmarksSection(section, START, END);
}
