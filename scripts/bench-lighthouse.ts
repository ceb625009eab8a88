// `npm run bench:lighthouse`: Lighthouse 12 (mobile form factor, simulated throttling: its defaults) in
// Debian Chromium against the production server started here on a fresh production build, for the home
// page, one seeded news item, the plenary minutes, the procedures index and one procedure form; five runs
// each, the median reported. Prints what costs points and writes the scores to its own section of
// BENCHMARKS.md. Goals: performance ≥ 97, accessibility, best practices and SEO 100, FCP ≤ 1.2 s,
// LCP ≤ 1.8 s, CLS ≤ 0.02; exits 1 when a page misses one. Run it on a quiet
// machine (`flock /tmp/e2e.lock` while others share it): simulated throttling scales the CPU time it sees.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { writeBenchmarksSection } from './benchmarks-section.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from './chromium.mjs';
import { buildWebForProduction, startProductionServer } from './lighthouse/production-server.ts';

const START = '<!-- bench:lighthouse:start -->';
const END = '<!-- bench:lighthouse:end -->';
/** Five runs per page; `-- --runs N` for a quicker look while working (BENCHMARKS.md says how many). */
const RUNS = runsArgument(process.argv.slice(2)) ?? 5;
/** `-- --page /tramites/alta-padron`: only that page, printed and not written to BENCHMARKS.md (a look while working). */
const ONLY_PAGE = pageArgument(process.argv.slice(2));
/** Lighthouse sometimes loses the trace of a run (NO_NAVSTART, NO_FCP…) on a busy machine: run it again. */
const TRACE_ERROR = /^(NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING_STARTED|NO_DCL|NO_RESOURCE_REQUEST)/;
const ATTEMPTS = 3;
const CATEGORIES = [
  { id: 'performance', label: 'Rendimiento', goal: 97 },
  { id: 'accessibility', label: 'Accesibilidad', goal: 100 },
  { id: 'best-practices', label: 'Buenas prácticas', goal: 100 },
  { id: 'seo', label: 'SEO', goal: 100 },
] as const;
/** Each metric with its ceiling (in Lighthouse's numeric unit: ms, or none for CLS), Infinity when it has none. */
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', max: 1200, shown: '≤ 1.2 s' },
  { id: 'largest-contentful-paint', label: 'LCP', max: 1800, shown: '≤ 1.8 s' },
  { id: 'total-blocking-time', label: 'TBT', max: Number.POSITIVE_INFINITY, shown: '' },
  { id: 'cumulative-layout-shift', label: 'CLS', max: 0.02, shown: '≤ 0.02' },
] as const;

interface PageScore {
  path: string;
  scores: number[];
  metrics: string[];
  /** Whether every metric is within its ceiling. */
  metricsMet: boolean;
  /** Lighthouse's BenchmarkIndex of the reported run: how fast the CPU was at that moment. */
  cpu: number;
}

function runsArgument(args: string[]): number | undefined {
  const index = args.indexOf('--runs');
  if (index < 0) return undefined;
  const runs = Number(args[index + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs necesita un número entero positivo');
  return runs;
}

/** One Lighthouse run, repeated when Lighthouse lost its trace (a fault of the run, not of the page). */
async function audit(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port);
    } catch (error) {
      const code = (error as { code?: string }).code ?? (error as Error).message.split(': ').at(-1) ?? '';
      if (attempt >= ATTEMPTS || !TRACE_ERROR.test(code)) throw error;
      console.warn(`   Lighthouse perdió la traza (${code}); se repite la pasada`);
    }
  }
}

async function auditOnce(url: string, port: number): Promise<Result> {
  const run = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES.map((c) => c.id),
  });
  if (!run) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  const failure = run.lhr.runtimeError;
  if (failure) throw Object.assign(new Error(`${url}: ${failure.message}`), { code: failure.code });
  return run.lhr;
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The audits that cost points, so whoever reads the run knows what to fix. */
function printLosses(lhr: Result) {
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || ref.weight === 0) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      console.info(`   ✗ [${category.id}] ${audit.id}: ${audit.title}${value}`);
    }
  }
}

async function newsPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/noticias/ultimas?limite=20`);
  const items = (await response.json()) as Array<{ id: number; imagenPath: string | null }>;
  // A news item with its picture is the heavier, more telling page.
  const item = items.find((news) => news.imagenPath) ?? items[0];
  if (!item) throw new Error('El servidor no tiene noticias de demostración (SEED_DEMO)');
  return `/noticia/${item.id}`;
}

/** The census registration form when the catalogue has it (the brief's reference page), else the first form. */
async function procedurePath(): Promise<string> {
  const catalogue = loadCatalogue();
  const procedure = catalogue.find((p) => p.slug === 'alta-padron') ?? catalogue[0];
  if (!procedure) throw new Error('El catálogo de trámites está vacío');
  return `/tramites/${procedure.slug}`;
}

function writeSection(results: PageScore[], load: number[], version: string) {
  const head = CATEGORIES.map((c) => `${c.label} (≥ ${c.goal})`);
  const lines = [
    START,
    '## Lighthouse, móvil (`npm run bench:lighthouse`)',
    '',
    `Lighthouse ${version} con su configuración por defecto (móvil, red y CPU simuladas) en Chromium de Debian contra el servidor de producción (\`NODE_ENV=production\`, PGlite, contenido de demostración, web compilada para producción). ${cpus().length} CPU, Node ${process.version}. Mediana de ${RUNS} pasadas por página. Medido el ${new Date().toISOString().slice(0, 10)}; carga media al empezar ${load.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min).`,
    '',
    `| Página | ${head.join(' | ')} | ${METRICS.map((m) => `${m.label}${m.shown ? ` (${m.shown})` : ''}`).join(' | ')} | BenchmarkIndex |`,
    `| --- | ${head.map(() => '---').join(' | ')} | ${METRICS.map(() => '---').join(' | ')} | --- |`,
    ...results.map(
      (r) => `| \`${r.path}\` | ${r.scores.join(' | ')} | ${r.metrics.join(' | ')} | ${r.cpu} |`,
    ),
    END,
  ];
  const section = lines.join('\n');
  console.info(`\n${section}`);
  writeBenchmarksSection(section, START, END);
}

function pageArgument(args: string[]): string | undefined {
  const index = args.indexOf('--page');
  if (index < 0) return undefined;
  const page = args[index + 1];
  if (!page?.startsWith('/')) throw new Error('--page necesita una ruta que empiece por /');
  return page;
}

async function main(): Promise<boolean> {
  if (!hasChromium()) throw new Error(`No se encuentra Chromium en ${CHROMIUM_PATH}`);
  const load = loadavg();
  console.info('Compilando la web para producción…');
  const web = buildWebForProduction();
  const server = await startProductionServer(web.webDir).catch((error) => {
    web.remove();
    throw error;
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const pages = ONLY_PAGE
      ? [ONLY_PAGE]
      : [
          '/',
          await newsPath(server.baseUrl),
          '/ayuntamiento/actas-pleno',
          '/tramites',
          await procedurePath(),
        ];
    const results: PageScore[] = [];
    const reported: Result[] = [];
    // Full reports (every audit's details) go to a temporary folder: too big for the repository.
    const reports = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
    for (const pagePath of pages) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await audit(`${server.baseUrl}${pagePath}`, chrome.port));
      // Lighthouse's own advice: report the median run, since one run moves with the machine's load.
      const lhr = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[
        Math.floor(RUNS / 2)
      ] as Result;
      const scores = CATEGORIES.map((c) => score(lhr, c.id));
      const metrics = METRICS.map(({ id }) => lhr.audits[id]?.displayValue ?? '—');
      const metricsMet = METRICS.every(({ id, max }) => (lhr.audits[id]?.numericValue ?? Infinity) <= max);
      const cpu = Math.round(lhr.environment.benchmarkIndex);
      console.info(
        `${pagePath}: ${CATEGORIES.map((c, i) => `${c.label} ${scores[i]}`).join(', ')} (BenchmarkIndex ${cpu}; rendimiento en ${RUNS} pasadas: ${runs.map((r) => score(r, 'performance')).join(', ')})`,
      );
      printLosses(lhr);
      writeFileSync(path.join(reports, `${results.length + 1}.json`), JSON.stringify(lhr));
      results.push({ path: pagePath, scores, metrics, metricsMet, cpu });
      reported.push(lhr);
    }
    console.info(`Informes completos en ${reports}`);
    if (ONLY_PAGE) console.info('Solo una página (--page): BENCHMARKS.md no cambia.');
    else writeSection(results, load, reported[0]?.lighthouseVersion ?? '12');
    return results.every((r) => r.metricsMet && CATEGORIES.every((c, i) => (r.scores[i] ?? 0) >= c.goal));
  } finally {
    chrome.kill();
    await server.stop();
    web.remove();
  }
}

const met = await main();
if (!met) {
  console.error('Alguna puntuación no alcanza su objetivo.');
  process.exitCode = 1;
}
