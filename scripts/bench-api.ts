// `npm run bench:api`: throughput of the public read endpoints under autocannon with the default
// configuration (LOG_LEVEL info), each compared in the same run with a bare `node:http` server and a bare
// Fastify answering the very same bytes; three alternating rounds, medians reported. Goal: the news list at
// ≥ 50 % of bare `node:http`, with no errors. Writes its section of BENCHMARKS.md.

import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { CapturedResponse } from './bench-api-server.ts';
import { writeBenchmarksSection } from './benchmarks-section.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const START = '<!-- bench:api:start -->';
const END = '<!-- bench:api:end -->';
const ENDPOINTS = ['/api/noticias/ultimas', '/api/actas', '/api/actas-video', '/api/salud'];
const GOAL = { path: '/api/noticias/ultimas', ratio: 0.5 };
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const ROUNDS = 3;
const SERVERS = ['app', 'http', 'fastify'] as const;
type ServerName = (typeof SERVERS)[number];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function startServer(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.join(ROOT, 'scripts/bench-api-server.ts'), args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`el servidor de prueba terminó (código ${code})`)));
  });
}

async function measure(port: number, url: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${url}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' / ');
const work = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
const children: ChildProcess[] = [];
try {
  const app = await startServer(['app']);
  children.push(app.child);
  // Capture what the real endpoints answer, so the bare server sends exactly the same bytes.
  const captured: CapturedResponse[] = [];
  for (const url of ENDPOINTS) {
    const response = await fetch(`http://127.0.0.1:${app.port}${url}`);
    if (!response.ok) throw new Error(`${url} respondió ${response.status}`);
    captured.push({
      path: url,
      contentType: response.headers.get('content-type') ?? 'application/json',
      base64: Buffer.from(await response.arrayBuffer()).toString('base64'),
    });
  }
  const capturedFile = path.join(work, 'respuestas.json');
  writeFileSync(capturedFile, JSON.stringify(captured));
  const ports: Record<ServerName, number> = { app: app.port, http: 0, fastify: 0 };
  for (const name of ['http', 'fastify'] as const) {
    const server = await startServer([name, capturedFile]);
    children.push(server.child);
    ports[name] = server.port;
  }

  const rows: string[] = [];
  let goalMet = true;
  for (const [index, url] of ENDPOINTS.entries()) {
    const bytes = Buffer.from(captured[index]?.base64 ?? '', 'base64').length;
    const runs: Record<ServerName, Array<Awaited<ReturnType<typeof measure>>>> = {
      app: [],
      http: [],
      fastify: [],
    };
    // Alternating rounds, so a change in the machine's load touches every server alike.
    for (let round = 0; round < ROUNDS; round++)
      for (const name of SERVERS) runs[name].push(await measure(ports[name], url));
    const rps = (name: ServerName) => median(runs[name].map((run) => run.rps));
    const errors = runs.app.reduce((sum, run) => sum + run.errors, 0);
    const vsHttp = rps('app') / rps('http');
    const vsFastify = rps('app') / rps('fastify');
    console.info(
      `${url}: ${rps('app').toFixed(0)} pet/s; node:http ${rps('http').toFixed(0)} (${(vsHttp * 100).toFixed(0)} %), Fastify ${rps('fastify').toFixed(0)} (${(vsFastify * 100).toFixed(0)} %)`,
    );
    if (errors > 0) goalMet = false;
    if (url === GOAL.path && vsHttp < GOAL.ratio) goalMet = false;
    rows.push(
      `| \`${url}\` | ${bytes} B | ${rps('app').toFixed(0)} | ${median(runs.app.map((run) => run.p99))} ms | ${errors} | ${rps('http').toFixed(0)} | ${(vsHttp * 100).toFixed(0)} % | ${rps('fastify').toFixed(0)} | ${(vsFastify * 100).toFixed(0)} % |`,
    );
  }

  const section = [
    START,
    '## API pública de lectura (`npm run bench:api`)',
    '',
    `autocannon, ${CONNECTIONS} conexiones, ${DURATION_S} s por medida, ${ROUNDS} rondas alternando los tres servidores (mediana), servidor y generador en procesos distintos de la misma máquina (${cpus().length} CPU ${cpus()[0]?.model.trim() ?? ''}, Node ${process.version}, PGlite en memoria, configuración por defecto: LOG_LEVEL=info). Carga media al empezar: ${load}. Medido el ${new Date().toISOString().slice(0, 10)}.`,
    'Referencias: un servidor `node:http` desnudo y un Fastify sin nada más, que responden los mismos bytes en la misma ruta. Objetivo: la lista de noticias a ≥ 50 % de `node:http` y ningún error.',
    'Historia: la primera medida (2026-11-22, dos consultas por petición y cabeceras de helmet rehechas en cada una) dio 524 pet/s en la lista de noticias, un 2 % de Fastify. Después las listas se sirven ya serializadas desde memoria hasta que un aviso `NOTIFY` de la base dice que su tabla cambió (en cualquier réplica), y las cabeceras de seguridad se calculan una vez. Con el registro por defecto la lista quedaba en 0,38 de `node:http`: Fastify escribía dos líneas JSON por petición. Ahora el registro de accesos es un resumen por minuto, más una línea por petición fallida o lenta (`src/server/plugins/observability/access-log.ts`). Después (2026-11-25) las cabeceras de helmet se capturan una vez y salen en el único writeHead de Fastify, los ganchos por petición son síncronos y las listas en memoria se guardan como bytes (sin codificar el mismo JSON a UTF-8 en cada petición). `/api/salud` consulta la base en cada petición a propósito.',
    '',
    '| Ruta | Respuesta | Pet/s | p99 | Errores | `node:http` | Proporción | Fastify | Proporción |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Resultado: ${goalMet ? 'objetivo cumplido' : 'objetivo NO cumplido'}.`,
    END,
  ].join('\n');
  writeBenchmarksSection(section, START, END);
  console.info(goalMet ? '✓ objetivo cumplido' : '✗ objetivo no cumplido');
  process.exitCode = goalMet ? 0 : 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
