import { respellMessage } from './query.ts';
import type { Hit, SearchIndex } from './search-index.ts';
import { termOf, termsOf } from './text/normalize.ts';
import { synonymTerms } from './text/synonyms.ts';
import { type Passage, PROCEDURE_KINDS, passageHref } from './types.ts';

export const MAX_RESULTS = 20;
const SNIPPET_CHARS = 240;

/** What the site search shows for one page: where to go, its title and the passage that matched. */
export interface SearchResult {
  url: string;
  titulo: string;
  seccion?: string;
  tipo: 'Trámite' | 'Noticia' | 'Acta' | 'Página';
  /** The matching passage, cut around its first match when long. */
  fragmento: string;
  /** [start, end) character ranges of `fragmento` that matched the search, to highlight. */
  marcas: Array<[number, number]>;
}

const kindLabel = (passage: Passage): SearchResult['tipo'] => {
  if (passage.kind === 'noticia') return 'Noticia';
  if (passage.kind === 'acta') return 'Acta';
  return PROCEDURE_KINDS.has(passage.kind) ? 'Trámite' : 'Página';
};

/** Ranges of the words of `text` whose search term is one of `terms` (accents and case aside). */
export function highlightRanges(text: string, terms: ReadonlySet<string>): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const folded = match[0]
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    const term = termOf(folded);
    if (term && terms.has(term)) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

/** A window of the passage around its first highlighted word, so long paragraphs show their match. */
function snippet(
  text: string,
  terms: ReadonlySet<string>,
): { fragmento: string; marcas: Array<[number, number]> } {
  const all = highlightRanges(text, terms);
  const firstMatch = all[0]?.[0] ?? 0;
  if (text.length <= SNIPPET_CHARS || firstMatch < SNIPPET_CHARS / 2) {
    const cut =
      text.length <= SNIPPET_CHARS ? text : `${text.slice(0, text.lastIndexOf(' ', SNIPPET_CHARS))}…`;
    return { fragmento: cut, marcas: all.filter(([, end]) => end <= cut.length) };
  }
  const start = text.indexOf(' ', firstMatch - SNIPPET_CHARS / 3) + 1;
  const end = text.lastIndexOf(' ', start + SNIPPET_CHARS);
  const body = text.slice(start, end > start ? end : undefined);
  const fragmento = `…${body}${end > start && end < text.length ? '…' : ''}`;
  return {
    fragmento,
    marcas: all
      .filter(([a, b]) => a >= start && b <= start + body.length)
      .map(([a, b]) => [a - start + 1, b - start + 1] as [number, number]),
  };
}

/**
 * What one result stands for: a page, or one session's minutes, which the minutes page lists under its month
 * (each session agrees different things; one result for the whole page would hide all but one of them).
 */
const resultKey = (passage: Passage) => (passage.kind === 'acta' ? passageHref(passage) : passage.url);

/**
 * The site search (GET /api/buscar): the assistant's own index, one result per page or per month of minutes
 * (`resultKey`, its best passage), best first. The last word may be unfinished while the resident types, so it
 * also matches as a prefix; the words before it are read with the site's spelling when misspelt
 * ('enpadronamiento'), as the assistant does.
 */
export function searchSite(index: SearchIndex, written: string): SearchResult[] {
  const typing = !/\s$/.test(written);
  const finished = typing ? written.replace(/[\p{L}\p{N}]+$/u, '') : written;
  const text = respellMessage(finished, index) + written.slice(finished.length);
  const own = [...new Set(termsOf(text))];
  if (own.length === 0) return [];
  const terms = new Map(own.map((t) => [t, 1]));
  for (const [t, weight] of synonymTerms(own, text)) terms.set(t, weight);
  const hits = index.query(terms, new Set(), 60, typing ? own[own.length - 1] : undefined);
  const best = new Map<string, Hit>();
  for (const hit of hits) {
    const key = resultKey(hit.passage);
    if (!best.has(key)) best.set(key, hit);
  }
  return [...best.values()].slice(0, MAX_RESULTS).map((hit) => {
    const marked = new Set([...own, ...hit.matched]);
    return {
      url: passageHref(hit.passage),
      titulo: hit.passage.titulo,
      ...(hit.passage.seccion ? { seccion: hit.passage.seccion } : {}),
      tipo: kindLabel(hit.passage),
      ...snippet(hit.passage.frases.join(' '), marked),
    };
  });
}
