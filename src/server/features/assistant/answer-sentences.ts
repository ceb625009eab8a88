import { factPosition, rankingIntents, sentenceHolds } from './intent.ts';
import type { Query } from './query.ts';
import type { SearchIndex } from './search-index.ts';
import { fold, termsOf } from './text/normalize.ts';
import { termsInRanges } from './text/ranges.ts';
import type { Passage } from './types.ts';

// How an answer's sentences are chosen, cut and written: shared by the answers from pages and from procedures.

/** A quoted sentence longer than this is cut (around the fact asked for when it comes late). */
const MAX_SENTENCE = 280;

/** What a question word its page's title already says counts for when choosing the sentence to quote. */
const TITLE_WORD_SHARE = 0.2;

/**
 * How well a sentence of the page at `url` answers: the question's words it holds, each by how telling it
 * is (the resident's own words count most, then their synonyms; those the page's title says, which the
 * citation already names, or the answer has already said in `said`, least), doubled when it holds the kind of fact asked for (the hour, the price).
 */
export function sentenceScore(
  sentence: string,
  query: Query,
  index: SearchIndex,
  url: string,
  said: ReadonlySet<string> = new Set(),
): number {
  // A synonym of the resident's own word ('inscripciones' for 'me inscribo') says it in the site's words.
  const covers = (term: string) => [...query.coverage.values()].some((terms) => terms.has(term));
  let score = 0;
  for (const term of new Set([...termsOf(sentence), ...termsInRanges(query.own, sentence)])) {
    const title = index.inTitle(url, term) || said.has(term) ? TITLE_WORD_SHARE : 1;
    score +=
      title *
      index.weight(term) *
      (query.own.includes(term) ? 10 : covers(term) ? 5 : (query.terms.get(term) ?? 0));
  }
  return sentenceHolds(sentence, query.intents) ? 2 * score + 1 : score;
}

export function clip(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE) return sentence;
  const cut = sentence.slice(0, MAX_SENTENCE);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:]+$/, '')}…`;
}

/**
 * A long sentence cut so that it keeps the fact the question asks for: from the start when the fact comes
 * early, else from the clause that holds it ('…en un plazo de dos meses').
 */
export function clipFor(sentence: string, query: Query): string {
  const at = factPosition(sentence, query.intents);
  if (sentence.length <= MAX_SENTENCE || at < MAX_SENTENCE - 60) return clip(sentence);
  const clause = Math.max(sentence.lastIndexOf(',', at), sentence.lastIndexOf(';', at));
  const start =
    clause >= 0 && at - clause < MAX_SENTENCE / 2 ? clause + 1 : sentence.lastIndexOf(' ', at - 40) + 1;
  return `…${clip(sentence.slice(start).trim())}`;
}

/** 'Texto.' + 2 → 'Texto [2].' */
function withMarker(sentence: string, n: number): string {
  const match = /^(.*?)([.!?…:]*)$/s.exec(sentence);
  const body = match?.[1] ?? sentence;
  const end = match?.[2] || '.';
  return `${body} [${n}]${end === ':' ? '.' : end}`;
}

/** The best sentences of a passage for the question, in reading order (its first ones if none matches). */
export function bestSentences(
  passage: Passage,
  query: Query,
  index: SearchIndex,
  count: number,
  said?: ReadonlySet<string>,
): string[] {
  const scored = passage.frases.map((frase, i) => ({
    frase,
    i,
    score: sentenceScore(frase, query, index, passage.url, said),
  }));
  const top = Math.max(0, ...scored.map((s) => s.score));
  // The passage's heading is what matched ('¿qué se celebra en San Antón?'): it all speaks of it.
  if (top === 0) return passage.frases.slice(0, count).map(clip);
  // Only sentences nearly as relevant as the best one: a short answer, not a wall of text.
  return scored
    .filter((s) => s.score >= top * 0.8)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map((s) => clipFor(s.frase, query));
}

/**
 * The chosen sentences of a passage and, for each kind of fact asked for that none of them holds, the first sentence
 * that does ('¿en cuánto tiempo me contestan?': the request's long sentence, then 'Te responderemos en el plazo
 * máximo de 20 días hábiles.'), in reading order.
 */
export function withFact(passage: Passage, chosen: string[], query: Query): string[] {
  const said = passage.frases.filter((frase) => chosen.includes(clipFor(frase, query)));
  const added: string[] = [];
  for (const intent of rankingIntents(query.intents)) {
    const kind = new Set([intent]);
    if ([...said, ...added].some((frase) => sentenceHolds(frase, kind))) continue;
    const holder = passage.frases.find((frase) => !said.includes(frase) && sentenceHolds(frase, kind));
    if (holder && !added.includes(holder)) added.push(holder);
  }
  if (added.length === 0) return chosen;
  return passage.frases
    .filter((frase) => said.includes(frase) || added.includes(frase))
    .map((frase) => clipFor(frase, query));
}

/**
 * '«Actividades», apartado «Mayores»', '«Corte de agua…» (noticia del 3 de octubre de 2025)': where a
 * passage is, as a resident reads it.
 */
export const placeOf = (passage: Passage) =>
  passage.seccion && passage.seccion !== passage.titulo
    ? `«${passage.titulo}», apartado «${passage.seccion}»`
    : passage.publicada
      ? `«${passage.titulo}» (noticia del ${passage.publicada})`
      : `«${passage.titulo}»`;

/** Collects the answer's parts, leaving out any sentence already said. */
export class AnswerWriter {
  private readonly said = new Set<string>();
  readonly parts: string[] = [];

  private fresh(sentence: string): boolean {
    const key = fold(sentence)
      .replace(/\[\d+\]/g, '')
      .replace(/[^a-z0-9ñ]+/g, ' ')
      .trim();
    if (this.said.has(key)) return false;
    this.said.add(key);
    return true;
  }

  /** Adds sentences citing source n, the marker after the last one. */
  sentences(sentences: string[], n: number) {
    const kept = sentences.filter((s) => this.fresh(s));
    if (kept.length === 0) return;
    const last = kept.length - 1;
    this.parts.push(kept.map((s, i) => (i === last ? withMarker(s, n) : s)).join(' '));
  }

  /** Adds 'intro' and a Markdown-style list ('- item' lines) citing source n. */
  list(intro: string, items: string[], n: number) {
    const kept = items.filter((item) => this.fresh(item));
    if (kept.length === 0) return;
    this.parts.push(`${intro} [${n}]:\n${kept.map((item) => `- ${item}`).join('\n')}`);
  }

  text(): string {
    return this.parts.join('\n\n');
  }
}
