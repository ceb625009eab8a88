import type { Query } from './query.ts';
import type { Hit } from './search-index.ts';
import type { SiteInfo } from './sources/site-source.ts';
import { termsOf } from './text/normalize.ts';
import { SYNONYM_WEIGHT } from './text/synonyms.ts';
import type { ChatAnswer, Citation, Passage } from './types.ts';

export const MAX_CITATIONS = 3;
/** A further source is cited only when it scores at least this share of the best one. */
const RELATED_SHARE = 0.4;
const MAX_SENTENCE = 280;

export interface ComposedAnswer extends ChatAnswer {
  /** The passage behind each citation, in citation order (what a model may write from). */
  passages: Passage[];
}

/** Terms that speak for the question itself: its own words and their synonyms, not earlier turns. */
const isQuestionTerm = (query: Query, term: string) => (query.terms.get(term) ?? 0) >= SYNONYM_WEIGHT / 2;
/** A resident's own word (or, for a follow-up, the topic it continues). */
const isOwnTerm = (query: Query, term: string) => query.own.includes(term);

/** Share of the question's own words a passage found, directly or through a synonym. */
export function coverageOf(hit: Hit, query: Query): number {
  if (query.own.length === 0) return 0;
  const matched = new Set(hit.matched);
  let covered = 0;
  for (const own of query.own) {
    if ([...(query.coverage.get(own) ?? [own])].some((t) => matched.has(t))) covered++;
  }
  return covered / query.own.length;
}

/**
 * Below this share of the question's words a passage is about something else ('el mundial de fútbol'):
 * half of a short question, a third of a long one (long questions carry more words that are not the topic).
 */
const minCoverage = (query: Query) => (query.own.length <= 3 ? 0.5 : 1 / 3);

/** The hits worth citing: at most 3 pages, each with its best passage, best first. */
export function selectSources(hits: Hit[], query: Query): Hit[] {
  // A passage that only matches the earlier turns is not an answer to this question.
  const relevant = hits.filter(
    (hit) =>
      hit.matched.some((t) => isQuestionTerm(query, t)) && coverageOf(hit, query) >= minCoverage(query),
  );
  const top = relevant[0];
  if (top === undefined) return [];
  const chosen: Hit[] = [];
  const urls = new Set<string>();
  for (const hit of relevant) {
    if (chosen.length === MAX_CITATIONS) break;
    if (urls.has(hit.passage.url)) continue;
    // Further sources must share one of the resident's own words: a synonym alone drifts off topic.
    if (
      chosen.length > 0 &&
      (hit.score < top.score * RELATED_SHARE || !hit.matched.some((t) => isOwnTerm(query, t)))
    ) {
      continue;
    }
    urls.add(hit.passage.url);
    chosen.push(hit);
  }
  return chosen;
}

function sentenceScore(sentence: string, query: Query): number {
  let score = 0;
  for (const term of new Set(termsOf(sentence))) {
    score += query.own.includes(term) ? 10 : (query.terms.get(term) ?? 0);
  }
  return score;
}

function clip(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE) return sentence;
  const cut = sentence.slice(0, MAX_SENTENCE);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:]+$/, '')}…`;
}

/** 'Texto.' + 2 → 'Texto [2].' */
function withMarker(sentence: string, n: number): string {
  const match = /^(.*?)([.!?…:]*)$/s.exec(sentence);
  const body = match?.[1] ?? sentence;
  const end = match?.[2] || '.';
  return `${body} [${n}]${end === ':' ? '.' : end}`;
}

/** The best sentences of a passage for the question, in reading order. */
function bestSentences(passage: Passage, query: Query, count: number): string[] {
  const scored = passage.frases.map((frase, i) => ({ frase, i, score: sentenceScore(frase, query) }));
  const top = Math.max(0, ...scored.map((s) => s.score));
  // Only sentences nearly as relevant as the best one: a short answer, not a wall of text.
  const best = scored
    .filter((s) => s.score > 0 && s.score >= top * 0.8)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .sort((a, b) => a.i - b.i);
  return best.map((s) => clip(s.frase));
}

function leadSentence(passage: Passage): string {
  switch (passage.kind) {
    case 'tramite':
      return `Puedes hacerlo en línea con el trámite «${passage.titulo}» [1].`;
    case 'documentos':
      return `Esto es lo que pide el trámite «${passage.titulo}» [1].`;
    case 'noticia':
      return `Lo cuenta la noticia «${passage.titulo}» [1].`;
    case 'contacto':
      return 'Estos son los datos de contacto del Ayuntamiento [1].';
    default:
      return passage.seccion && passage.seccion !== passage.titulo
        ? `Lo tienes en «${passage.titulo}», en el apartado «${passage.seccion}» [1].`
        : `Lo tienes en «${passage.titulo}» [1].`;
  }
}

/** The answer when nothing on the site fits: say so and give the council's contact. */
export function notFoundAnswer(site: SiteInfo): ComposedAnswer {
  return {
    content: `No he encontrado información sobre eso en la web del ${site.ayuntamiento}. Puedes consultarlo directamente en el teléfono ${site.telefono} o en el correo ${site.email}.`,
    citations: [],
    passages: [],
  };
}

/** The answer to a message with no searchable words ('hola', 'gracias'). */
export function smallTalkAnswer(message: string, site: SiteInfo): ComposedAnswer {
  const thanks = /gracias/i.test(message);
  return {
    content: thanks
      ? '¡De nada! Si tienes otra pregunta, aquí estoy.'
      : `¡Hola! Soy el asistente virtual del ${site.ayuntamiento}. Pregúntame por trámites, reserva de pistas, empleo, fiestas o cualquier información del municipio.`,
    citations: [],
    passages: [],
  };
}

/**
 * A short Spanish answer from the best passages: a lead sentence naming the page, then the most relevant
 * sentences, each with the `[n]` marker of its source (1-based, at most 3 sources).
 */
export function composeAnswer(hits: Hit[], query: Query, site: SiteInfo): ComposedAnswer {
  const sources = selectSources(hits, query);
  const first = sources[0];
  if (!first) return notFoundAnswer(site);
  const parts = [leadSentence(first.passage)];
  for (const sentence of bestSentences(first.passage, query, 2)) parts.push(withMarker(sentence, 1));
  if (parts.length === 1 && first.passage.frases[0]) parts.push(withMarker(clip(first.passage.frases[0]), 1));
  sources.slice(1).forEach((hit, i) => {
    const [sentence] = bestSentences(hit.passage, query, 1);
    const intro = `También te puede servir «${hit.passage.titulo}»`;
    parts.push(sentence ? `${intro}: ${withMarker(sentence, i + 2)}` : `${intro} [${i + 2}].`);
  });
  const citations: Citation[] = sources.map((hit) => ({ url: hit.passage.url, titulo: hit.passage.titulo }));
  return { content: parts.join(' '), citations, passages: sources.map((hit) => hit.passage) };
}
