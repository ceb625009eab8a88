import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** One question of the suite; `url` null means the site does not cover it and nothing may be cited. */
export interface QualityQuestion {
  pregunta: string;
  url: string | null;
  tema: string;
}

interface SuiteFile {
  noticias: Array<{ titulo: string; descripcion: string; contenido: string }>;
  preguntas: QualityQuestion[];
}

export interface QualityResult {
  question: QualityQuestion;
  expected: string | null;
  cited: string[];
  rank: number | null;
  ms: number;
}

export function readSuite(): SuiteFile {
  return JSON.parse(readFileSync(new URL('./questions.json', import.meta.url), 'utf8')) as SuiteFile;
}

/**
 * Publishes the suite's news, asks every question through POST /api/chat and records where the expected
 * page came among the citations. 'noticia:<titulo>' in the file names the news item published here.
 */
export async function runSuite(app: FastifyInstance): Promise<QualityResult[]> {
  const suite = readSuite();
  const newsUrls = new Map<string, string>();
  for (const item of suite.noticias) {
    const [row] = await app.db.query<{ id: number }>(
      'insert into noticias (titulo, descripcion, contenido) values ($1, $2, $3) returning id',
      [item.titulo, item.descripcion, item.contenido],
    );
    newsUrls.set(`noticia:${item.titulo}`, `/noticia/${row?.id}`);
  }
  const results: QualityResult[] = [];
  for (const [i, question] of suite.preguntas.entries()) {
    const expected = question.url === null ? null : (newsUrls.get(question.url) ?? question.url);
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: question.pregunta, prevId: null },
      // One address per question: the suite measures answers, not the rate limit.
      remoteAddress: `10.77.${Math.floor(i / 250)}.${i % 250}`,
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${question.pregunta}: HTTP ${response.statusCode}`);
    const cited = (response.json() as { citations: Array<{ url: string }> }).citations.map((c) => c.url);
    const index = expected === null ? -1 : cited.indexOf(expected);
    results.push({ question, expected, cited, rank: index >= 0 ? index + 1 : null, ms });
  }
  return results;
}

/** Top-k hit rate: answered questions whose page is among the first k citations; off-topic ones must cite nothing. */
export function hitRate(results: QualityResult[], k: number): number {
  const hits = results.filter((r) =>
    r.expected === null ? r.cited.length === 0 : r.rank !== null && r.rank <= k,
  );
  return hits.length / results.length;
}
