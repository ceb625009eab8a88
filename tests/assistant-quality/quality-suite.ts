import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { PriorExample } from '#server/features/assistant/page-prior.ts';
import { buildQuery } from '#server/features/assistant/query.ts';
import { headingAnchor } from '#shared/anchors.ts';

/**
 * One question of a suite. `url` is the page (optionally '#section') the first citation should name;
 * null means the site does not cover it: nothing may be cited and the answer gives the council's contact.
 * `hecho` is the fact the answer must contain (compared without case, accents or spacing differences).
 */
export interface QualityQuestion {
  pregunta: string;
  url: string | null;
  hecho?: string | null;
  tema: string;
}

export interface SuiteFile {
  noticias: Array<{ titulo: string; descripcion: string; contenido: string }>;
  preguntas: QualityQuestion[];
}

/**
 * tuning: the set synonyms and weights may be tuned on; held-out: written from the content, never tuned on.
 * held-out-2 and held-out-3: fresh held-out sets (2026-11-26), each written from the content only by someone who
 * had not seen the assistant's answers; never tuned on either.
 */
export const HELD_OUT_SUITES = ['held-out', 'held-out-2', 'held-out-3'] as const;
export const SUITES = [...HELD_OUT_SUITES, 'tuning'] as const;
export type SuiteName = (typeof SUITES)[number];

export interface QualityResult {
  question: QualityQuestion;
  /** Expected page path (without '#section'), or null for out-of-scope questions. */
  expected: string | null;
  cited: string[];
  content: string;
  /** Position of the expected page among the citations (1-based), by path. */
  rank: number | null;
  /**
   * The first citation lands in the expected section (on its anchor or a heading inside it), or on the page when the
   * question names no section.
   */
  sectionFirst: boolean;
  /** The expected fact is in the answer; for out-of-scope questions, the honest answer with contact. */
  factFound: boolean;
  repeatedSentence: boolean;
  ms: number;
}

export function readSuite(name: SuiteName): SuiteFile {
  return JSON.parse(readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8')) as SuiteFile;
}

/** Lower case, no accents, one kind of space: how facts are compared with answers. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, ' ');

const pathOf = (url: string) => url.split('#')[0] ?? url;

/** The suite's questions as the page prior learns them: each one's own terms and its page ('#section' dropped). */
export const priorExamples = (suite: SuiteFile): PriorExample[] =>
  suite.preguntas.map((q) => ({
    terms: buildQuery(q.pregunta, []).own,
    page: q.url === null ? null : pathOf(q.url),
  }));

/**
 * Whether a citation lands in the section `target` names: on its anchor, or on a heading inside it (a legal text's
 * «Tus derechos» inside «Política de privacidad»: the citation's title names the section, 'Página: Sección').
 */
export function inSection(citation: { url: string; titulo: string } | undefined, target: string): boolean {
  if (!citation) return false;
  const section = citation.titulo.split(': ').slice(1).join(': ');
  return (
    citation.url === target ||
    (section !== '' && `${pathOf(citation.url)}#${headingAnchor(section)}` === target)
  );
}

/** Sentences of an answer without citation markers, to find one said twice. */
export function hasRepeatedSentence(content: string): boolean {
  const sentences = content
    .replace(/\[\d+\]/g, '')
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) =>
      foldText(s)
        .replace(/^[-*•\d.\s]+/, '')
        .replace(/[.!?…:;,\s]+$/, '')
        .trim(),
    )
    .filter((s) => s.length > 12);
  return new Set(sentences).size !== sentences.length;
}

/**
 * Runs `fn` with the suite's news on the site: 'noticia:<titulo>' in the file names that news item, the site's own
 * when it has one by that title (the demo content's, which bench:chat seeds), else one published here and removed
 * at the end, so the other sets (and the site's own news) answer alone. `fn` gets each name's address.
 */
export async function withSuiteNews<T>(
  app: FastifyInstance,
  suite: SuiteFile,
  fn: (newsUrls: Map<string, string>) => Promise<T>,
): Promise<T> {
  const newsUrls = new Map<string, string>();
  const published: number[] = [];
  for (const item of suite.noticias) {
    // A news item the site already has (the demo content's, seeded by bench:chat) is asked about as it is.
    const [existing] = await app.db.query<{ id: number }>('select id from noticias where titulo = $1', [
      item.titulo,
    ]);
    const [row] = existing
      ? [existing]
      : await app.db.query<{ id: number }>(
          'insert into noticias (titulo, descripcion, contenido) values ($1, $2, $3) returning id',
          [item.titulo, item.descripcion, item.contenido],
        );
    if (row && !existing) published.push(row.id);
    newsUrls.set(`noticia:${item.titulo}`, `/noticia/${row?.id}`);
  }
  try {
    return await fn(newsUrls);
  } finally {
    await app.db.query('delete from noticias where id = any($1::int[])', [published]);
  }
}

/**
 * With the suite's news on the site (`withSuiteNews`), asks every question through POST /api/chat and records where
 * the expected page came among the citations, whether the fact is in the answer and whether a sentence repeats. The
 * honest out-of-scope answer must give the council's phone and e-mail as content/sitio.json has them.
 */
export async function runSuite(app: FastifyInstance, name: SuiteName): Promise<QualityResult[]> {
  const contact = JSON.parse(readFileSync(new URL('../../content/sitio.json', import.meta.url), 'utf8')) as {
    telefono: string;
    email: string;
  };
  const suite = readSuite(name);
  const results: QualityResult[] = [];
  await withSuiteNews(app, suite, askAll);
  return results;

  async function askAll(newsUrls: Map<string, string>) {
    for (const [i, question] of suite.preguntas.entries()) {
      const target = question.url === null ? null : (newsUrls.get(question.url) ?? question.url);
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
      const body = response.json() as { content: string; citations: Array<{ url: string; titulo: string }> };
      const cited = body.citations.map((c) => c.url);
      const expected = target === null ? null : pathOf(target);
      const index = expected === null ? -1 : cited.map(pathOf).indexOf(expected);
      const folded = foldText(body.content);
      const factFound =
        target === null
          ? cited.length === 0 &&
            folded.includes(foldText(contact.telefono)) &&
            folded.includes(foldText(contact.email))
          : !question.hecho || folded.includes(foldText(question.hecho));
      results.push({
        question,
        expected,
        cited,
        content: body.content,
        rank: index >= 0 ? index + 1 : null,
        sectionFirst:
          target !== null &&
          cited[0] !== undefined &&
          (target.includes('#') ? inSection(body.citations[0], target) : pathOf(cited[0]) === target),
        factFound,
        repeatedSentence: hasRepeatedSentence(body.content),
        ms,
      });
    }
  }
}

/** Top-k hit rate: answered questions whose page is among the first k citations; off-topic ones must cite nothing. */
export function hitRate(results: QualityResult[], k: number): number {
  const hits = results.filter((r) =>
    r.expected === null ? r.cited.length === 0 : r.rank !== null && r.rank <= k,
  );
  return hits.length / results.length;
}

/** Share of the questions whose answer holds the expected fact (or the honest answer when out of scope). */
export function factRate(results: QualityResult[]): number {
  const measured = results.filter((r) => r.expected === null || r.question.hecho);
  return measured.filter((r) => r.factFound).length / Math.max(1, measured.length);
}
