// `npm run bench:chat`: the assistant's quality (top-1 / top-3 hit rates over tests/assistant-quality)
// and answer latency through POST /api/chat on in-memory PGlite; prints the misses and writes the figures
// to its own section of BENCHMARKS.md.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { hitRate, runSuite } from '../tests/assistant-quality/quality-suite.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCHMARKS = path.join(ROOT, 'BENCHMARKS.md');
const START = '<!-- bench:chat:start -->';
const END = '<!-- bench:chat:end -->';
const ROUNDS = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-chat-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  DATABASE_URL: 'pglite://memory',
  WEB_DIR: path.join(dataDir, 'no-web'),
});
const app = await buildApp(config, { logger: false });
try {
  // The first round also builds the index (cold); later rounds measure warm answers.
  const first = await runSuite(app);
  const cold = first[0]?.ms ?? 0;
  const latencies: number[] = first.slice(1).map((r) => r.ms);
  for (let round = 1; round < ROUNDS; round++) {
    await app.db.exec('delete from noticias');
    latencies.push(...(await runSuite(app)).map((r) => r.ms));
  }
  const top1 = hitRate(first, 1);
  const top3 = hitRate(first, 3);
  for (const r of first) {
    const ok = r.expected === null ? r.cited.length === 0 : r.rank !== null && r.rank <= 3;
    if (!ok)
      console.info(
        `✗ ${r.question.pregunta} → esperado ${r.expected}, citado ${r.cited.join(', ') || 'nada'}`,
      );
  }
  const lines = [
    START,
    '## Asistente virtual (`npm run bench:chat`)',
    '',
    `${first.length} preguntas de \`tests/assistant-quality/questions.json\`, respondidas por \`POST /api/chat\` (motor local, PGlite en memoria, ${cpus().length} CPU, Node ${process.version}). Medido el ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| Medida | Valor |',
    '| --- | --- |',
    `| Acierto top-1 (la página esperada es la primera cita) | ${pct(top1)} |`,
    `| Acierto top-3 (objetivo ≥ 90 %) | ${pct(top3)} |`,
    `| Primera respuesta (construye el índice) | ${ms(cold)} |`,
    `| Latencia p50 (${latencies.length} respuestas) | ${ms(percentile(latencies, 50))} |`,
    `| Latencia p95 | ${ms(percentile(latencies, 95))} |`,
    `| Latencia máxima | ${ms(Math.max(...latencies))} |`,
    END,
  ];
  const section = lines.join('\n');
  console.info(`\n${section}`);
  const current = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  const pattern = new RegExp(`${START}[\\s\\S]*?${END}`);
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(BENCHMARKS, next);
} finally {
  // The app opened the database, so closing it closes the database too.
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
